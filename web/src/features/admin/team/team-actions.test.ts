import type { TeamMember, UserRole } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { actionsFor, describeTeamAction, mayManage, spokenLabel } from './team-actions.ts';

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

function spoken(member: TeamMember, viewerRole: UserRole): string[] {
  return actionsFor(member, viewerRole).map((action) => spokenLabel(describeTeamAction(member, action).label));
}

describe('actionsFor and describeTeamAction', () => {
  it('offers an account: disable, sign out everywhere (the role has its select)', () => {
    expect(spoken(bob, 'administrator')).toEqual(['Disable bob', 'Sign bob out everywhere']);
    expect(spoken({ ...bob, disabled: true }, 'administrator')).toEqual(['Enable bob', 'Sign bob out everywhere']);
  });

  it("offers the owner a handover on an active administrator's row, and no one else", () => {
    const admin = { ...bob, role: 'administrator' as const };
    expect(spoken(admin, 'owner')).toEqual(['Make bob the owner', 'Disable bob', 'Sign bob out everywhere']);
    expect(spoken(admin, 'administrator')).toEqual(['Disable bob', 'Sign bob out everywhere']);
    expect(spoken({ ...admin, disabled: true }, 'owner')).toEqual(['Enable bob', 'Sign bob out everywhere']);
    expect(describeTeamAction(admin, { kind: 'transfer' })).toMatchObject({
      confirmTitle: 'Hand ownership to bob?',
      confirmLabel: 'Hand over ownership',
    });
  });

  it("offers nothing on the owner's account but to the owner, who may only sign it out everywhere", () => {
    const owner = { ...bob, role: 'owner' as const };
    expect(spoken(owner, 'administrator')).toEqual([]);
    expect(mayManage(owner, 'administrator')).toBe(false);
    expect(spoken(owner, 'owner')).toEqual(['Sign bob out everywhere']);
  });

  it('asks a role change naming the account, the new role and what it may do', () => {
    const text = describeTeamAction(bob, { kind: 'set-role', role: 'editor' });
    expect(text).toMatchObject({ confirmTitle: 'Make bob an editor?', confirmLabel: 'Make editor', doneText: 'bob is now an editor.' });
    expect(text.confirmText).toContain('not the team');
    expect(describeTeamAction(bob, { kind: 'set-role', role: 'user' }).confirmTitle).toBe('Make bob a customer?');
  });

  it('names the account in the question and the toast', () => {
    const text = describeTeamAction(bob, { kind: 'set-disabled', disabled: true });
    expect(text).toMatchObject({ confirmTitle: 'Disable bob?', doneTitle: 'Account disabled' });
    expect(text.doneText).toContain('bob');
    expect(describeTeamAction(bob, { kind: 'set-disabled', disabled: false }).doneTitle).toBe('Account enabled');
    expect(describeTeamAction(bob, { kind: 'set-role', role: 'author' }).doneTitle).toBe('Role changed');
    expect(describeTeamAction(bob, { kind: 'sign-out-everywhere' }).doneTitle).toBe('Signed out everywhere');
  });

  it('warns an administrator that a change to their own account ends their access', () => {
    const me = { ...bob, role: 'administrator' as const, you: true };
    expect(describeTeamAction(me, { kind: 'set-role', role: 'user' }).confirmText).toContain('You will lose access');
    expect(describeTeamAction(me, { kind: 'set-role', role: 'editor' }).confirmText).not.toContain('You will lose access');
    expect(describeTeamAction(me, { kind: 'set-disabled', disabled: true }).confirmText).toContain('You will lose access');
    expect(describeTeamAction(bob, { kind: 'set-disabled', disabled: true }).confirmText).not.toContain('You will lose access');
  });
});
