import type { PresenceMember, PresenceUpdate } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { PresenceTracker, type PresenceClock } from './presence-tracker.ts';

const member = (memberId: string, userId: number, since: string, selection: string | null = null): PresenceMember => ({
  memberId,
  userId,
  name: `User ${userId}`,
  colour: '#b91c1c',
  selection,
  since,
});

/** A tracker whose sends wait until the test answers them, and whose heartbeat ticks when the test says. */
function harness() {
  const sent: PresenceUpdate[] = [];
  const answers: Array<() => void> = [];
  let tick = () => {};
  const clock: PresenceClock = {
    every(run) {
      tick = run;
      return () => {
        tick = () => {};
      };
    },
  };
  const tracker = new PresenceTracker(
    'post:1',
    (update) => {
      sent.push(update);
      return new Promise<void>((resolve) => answers.push(resolve));
    },
    clock,
  );
  const answer = async () => {
    answers.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { tracker, sent, answer, heartbeat: () => tick() };
}

describe('PresenceTracker', () => {
  it('lists the others, earliest first, leaving out this tab and this person’s other tabs, and follows joins and leaves', () => {
    const { tracker } = harness();
    tracker.receive({
      kind: 'snapshot',
      you: 'me',
      members: [
        member('me', 1, '2026-11-28T10:00:02Z'),
        member('my-other-tab', 1, '2026-11-28T10:00:00Z'),
        member('ben', 2, '2026-11-28T10:00:03Z'),
        member('ana', 3, '2026-11-28T10:00:01Z'),
      ],
    });
    expect(tracker.getSnapshot().others.map((m) => m.memberId)).toEqual(['ana', 'ben']);
    tracker.receive({ kind: 'member', member: member('ben', 2, '2026-11-28T10:00:03Z', 'hero') });
    expect(tracker.getSnapshot().others.find((m) => m.memberId === 'ben')?.selection).toBe('hero');
    tracker.receive({ kind: 'left', memberId: 'ana' });
    expect(tracker.getSnapshot().others.map((m) => m.memberId)).toEqual(['ben']);
  });

  it('sends a selection at once, and while one send is in flight only the newest selection waits', async () => {
    const { tracker, sent, answer } = harness();
    tracker.select('a');
    expect(sent).toEqual([]); // No member id before the snapshot.
    tracker.receive({ kind: 'snapshot', you: 'me', members: [member('me', 1, '2026-11-28T10:00:00Z')] });
    expect(sent).toEqual([{ room: 'post:1', memberId: 'me', selection: 'a' }]);
    tracker.select('b');
    tracker.select('c');
    tracker.select('d');
    expect(sent).toHaveLength(1);
    await answer();
    expect(sent.map((update) => update.selection)).toEqual(['a', 'd']);
    await answer();
    tracker.select('d');
    expect(sent).toHaveLength(2);
  });

  it('re-sends the selection with every heartbeat, and to the new member id after a reconnect', async () => {
    const { tracker, sent, answer, heartbeat } = harness();
    tracker.receive({ kind: 'snapshot', you: 'me', members: [] });
    expect(sent).toEqual([]);
    heartbeat();
    expect(sent).toEqual([{ room: 'post:1', memberId: 'me', selection: null }]);
    await answer();
    tracker.select('x');
    await answer();
    tracker.receive({ kind: 'snapshot', you: 'me-again', members: [] });
    expect(sent.at(-1)).toEqual({ room: 'post:1', memberId: 'me-again', selection: 'x' });
    await answer();
    tracker.dispose();
    heartbeat();
    expect(sent).toHaveLength(3);
  });
});
