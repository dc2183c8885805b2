import type { TeamMember } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { actionsFor, describeTeamAction, spokenLabel } from './team-actions.ts';

const bob: TeamMember = {
  id: 7,
  username: 'bob',
  name: 'Bob Builder',
  email: 'bob@example.com',
  role: 'user',
  disabled: false,
  lastSignInAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  you: false,
};

function spoken(member: TeamMember): string[] {
  return actionsFor(member).map((action) => spokenLabel(describeTeamAction(member, action).label));
}

describe('actionsFor and describeTeamAction', () => {
  it('offers a user: make admin, disable, sign out everywhere', () => {
    expect(spoken(bob)).toEqual(['Make bob an admin', 'Disable bob', 'Sign bob out everywhere']);
  });

  it('offers a disabled admin: make user, enable', () => {
    expect(spoken({ ...bob, role: 'admin', disabled: true })).toEqual(['Make bob a user', 'Enable bob', 'Sign bob out everywhere']);
  });

  it('shows the short label and reads the account in it', () => {
    const { label } = describeTeamAction(bob, { kind: 'set-role', role: 'admin' });
    expect(`${label.start}${label.end}`).toBe('Make admin');
    expect(`${label.start}${label.end}`).not.toContain('bob');
  });

  it('names the account in the question and the toast', () => {
    const text = describeTeamAction(bob, { kind: 'set-disabled', disabled: true });
    expect(text).toMatchObject({ confirmTitle: 'Disable bob?', doneTitle: 'Account disabled' });
    expect(text.doneText).toContain('bob');
    expect(describeTeamAction(bob, { kind: 'set-disabled', disabled: false }).doneTitle).toBe('Account enabled');
    expect(describeTeamAction(bob, { kind: 'set-role', role: 'admin' }).doneTitle).toBe('Role changed');
    expect(describeTeamAction(bob, { kind: 'sign-out-everywhere' }).doneTitle).toBe('Signed out everywhere');
  });

  it('warns an admin that a change to their own account ends their access', () => {
    const me = { ...bob, role: 'admin' as const, you: true };
    expect(describeTeamAction(me, { kind: 'set-role', role: 'user' }).confirmText).toContain('You will lose access');
    expect(describeTeamAction(me, { kind: 'set-disabled', disabled: true }).confirmText).toContain('You will lose access');
    expect(describeTeamAction(bob, { kind: 'set-disabled', disabled: true }).confirmText).not.toContain('You will lose access');
  });
});
