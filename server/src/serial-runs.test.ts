import { describe, expect, it } from 'vitest';
import { SerialRuns } from './serial-runs.ts';

/** A run that waits until the test lets it finish. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe('SerialRuns', () => {
  it('runs one at a time; calls during a run make exactly one more run after it', async () => {
    const gates = [gate(), gate()];
    let started = 0;
    let active = 0;
    let most = 0;
    const runs = new SerialRuns(
      async () => {
        const mine = gates[started]!;
        started += 1;
        active += 1;
        most = Math.max(most, active);
        await mine.wait;
        active -= 1;
      },
      () => {},
      () => false,
    );
    const first = runs.run();
    const second = runs.run();
    const third = runs.run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(runs.running).toBe(first);
    gates[0]!.open();
    await Promise.resolve();
    gates[1]!.open();
    await first;
    expect(started).toBe(2);
    expect(most).toBe(1);
    expect(runs.running).toBeNull();
  });

  it('hands a failed run to its handler and runs again when asked', async () => {
    const failures: unknown[] = [];
    let calls = 0;
    const runs = new SerialRuns(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
      },
      (error) => failures.push(error),
      () => false,
    );
    await runs.run();
    await runs.run();
    expect(calls).toBe(2);
    expect(failures.map((error) => (error as Error).message)).toEqual(['database down']);
  });

  it('runs nothing once closed, and stops asking for more runs when closed during one', async () => {
    let closed = false;
    let calls = 0;
    const open = gate();
    const runs = new SerialRuns(
      async () => {
        calls += 1;
        await open.wait;
      },
      () => {},
      () => closed,
    );
    const running = runs.run();
    void runs.run();
    closed = true;
    open.open();
    await running;
    await runs.run();
    expect(calls).toBe(1);
  });
});
