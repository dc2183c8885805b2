import type { TeamMember, UserRole } from '@app/contracts';

/** A change an admin can make to one account of the team list. */
export type TeamAction =
  { kind: 'set-role'; role: UserRole } | { kind: 'set-disabled'; disabled: boolean } | { kind: 'sign-out-everywhere' };

/**
 * A row's button label in three parts: `start` and `end` are shown, `hidden` is for screen readers
 * only, so the button reads e.g. 'Make bob an admin' while it shows 'Make admin'.
 */
export interface ActionLabel {
  start: string;
  hidden: string;
  end: string;
}

/** Everything the screen says about one action on one account: its button, its question and its toast. */
export interface TeamActionText {
  label: ActionLabel;
  confirmTitle: string;
  confirmText: string;
  confirmLabel: string;
  doneTitle: string;
  doneText: string;
}

/** The actions a row offers, in order: change the role, disable or enable, sign out everywhere. */
export function actionsFor(member: TeamMember): TeamAction[] {
  return [
    { kind: 'set-role', role: member.role === 'admin' ? 'user' : 'admin' },
    { kind: 'set-disabled', disabled: !member.disabled },
    { kind: 'sign-out-everywhere' },
  ];
}

/** What a change to your own account does to your session, said in its confirmation. */
const LOSE_ACCESS = ' You will lose access to the admin panel and go to the sign-in page.';

/** The words of `action` on `member`: the button's label, the confirmation and the success toast. */
export function describeTeamAction(member: TeamMember, action: TeamAction): TeamActionText {
  const who = member.username;
  const self = member.you ? LOSE_ACCESS : '';
  switch (action.kind) {
    case 'set-role':
      return action.role === 'admin'
        ? {
            label: { start: 'Make ', hidden: `${who} an `, end: 'admin' },
            confirmTitle: `Make ${who} an admin?`,
            confirmText: `${who} will be able to sign in to the admin panel and change the website, the messages and the team.`,
            confirmLabel: 'Make admin',
            doneTitle: 'Role changed',
            doneText: `${who} is now an admin.`,
          }
        : {
            label: { start: 'Make ', hidden: `${who} a `, end: 'user' },
            confirmTitle: `Make ${who} a user?`,
            confirmText: `${who} will no longer have access to the admin panel.${self}`,
            confirmLabel: 'Make user',
            doneTitle: 'Role changed',
            doneText: `${who} is now a user.`,
          };
    case 'set-disabled':
      return action.disabled
        ? {
            label: { start: 'Disable ', hidden: who, end: '' },
            confirmTitle: `Disable ${who}?`,
            confirmText: `${who} will be signed out everywhere and cannot sign in until the account is enabled again.${self}`,
            confirmLabel: 'Disable',
            doneTitle: 'Account disabled',
            doneText: `${who} is disabled and signed out everywhere.`,
          }
        : {
            label: { start: 'Enable ', hidden: who, end: '' },
            confirmTitle: `Enable ${who}?`,
            confirmText: `${who} will be able to sign in again.`,
            confirmLabel: 'Enable',
            doneTitle: 'Account enabled',
            doneText: `${who} can sign in again.`,
          };
    case 'sign-out-everywhere':
      return {
        label: { start: 'Sign ', hidden: `${who} `, end: 'out everywhere' },
        confirmTitle: `Sign ${who} out everywhere?`,
        confirmText: `Every session of ${who}, on every browser and device, ends now. They can sign in again.${self}`,
        confirmLabel: 'Sign out everywhere',
        doneTitle: 'Signed out everywhere',
        doneText: `${who} was signed out on every browser and device.`,
      };
  }
}

/** A label's full text, as a screen reader reads the button. */
export function spokenLabel(label: ActionLabel): string {
  return `${label.start}${label.hidden}${label.end}`.replace(/\s+/g, ' ').trim();
}
