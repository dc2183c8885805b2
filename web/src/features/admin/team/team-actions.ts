import { isStaff, roleLabel, roleWithArticle, type TeamMember, type TeamRoleChoice, type UserRole } from '@app/contracts';

/** A change an administrator (or the owner: `transfer`, handing ownership over) can make to one account of the team list. */
export type TeamAction =
  | { kind: 'set-role'; role: TeamRoleChoice }
  | { kind: 'set-disabled'; disabled: boolean }
  | { kind: 'sign-out-everywhere' }
  | { kind: 'transfer' };

/** What each role may do, as the confirmation of a role change says it. */
const ROLE_POWERS: Record<TeamRoleChoice, string> = {
  user: 'no longer have access to the admin panel',
  contributor: 'write drafts of their own posts and use the media library, but not publish',
  author: 'write, publish and delete their own posts and upload images',
  editor: 'change every post, page, builder page and image, but not the team, the inbox or the activity log',
  administrator: 'change everything but the owner: the website, the messages, the team and the activity log',
};

/**
 * Whether the viewer may change `member`'s account at all: nobody but the owner touches the owner's account
 * (the server refuses too).
 */
export function mayManage(member: TeamMember, viewerRole: UserRole): boolean {
  return member.role !== 'owner' || viewerRole === 'owner';
}

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

/**
 * The buttons a row offers the viewer, in order: hand ownership over (the owner, on an active administrator's row),
 * disable or enable, sign out everywhere (the role has its own select). The owner's account offers nothing to others, and only signing out to the owner (ownership is handed
 * over, never disabled).
 */
export function actionsFor(member: TeamMember, viewerRole: UserRole): TeamAction[] {
  if (!mayManage(member, viewerRole)) return [];
  if (member.role === 'owner') return [{ kind: 'sign-out-everywhere' }];
  // The owner may hand ownership to an active administrator.
  const transfer: TeamAction[] =
    viewerRole === 'owner' && member.role === 'administrator' && !member.disabled ? [{ kind: 'transfer' }] : [];
  return [...transfer, { kind: 'set-disabled', disabled: !member.disabled }, { kind: 'sign-out-everywhere' }];
}

/** What a change to your own account does to your session, said in its confirmation. */
const LOSE_ACCESS = ' You will lose access to the admin panel and go to the sign-in page.';

/** The words of `action` on `member`: the button's label, the confirmation and the success toast. */
export function describeTeamAction(member: TeamMember, action: TeamAction): TeamActionText {
  const who = member.username;
  const self = member.you ? LOSE_ACCESS : '';
  switch (action.kind) {
    case 'set-role': {
      const becomes = action.role === 'user' ? 'a customer' : roleWithArticle(action.role);
      const losesAccess = member.you && !isStaff(action.role) ? self : '';
      return {
        label: { start: 'Make ', hidden: `${who} `, end: becomes },
        confirmTitle: `Make ${who} ${becomes}?`,
        confirmText: `${who} will ${ROLE_POWERS[action.role]}.${losesAccess}`,
        confirmLabel: `Make ${roleLabel(action.role).toLowerCase()}`,
        doneTitle: 'Role changed',
        doneText: `${who} is now ${becomes}.`,
      };
    }
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
    case 'transfer':
      return {
        label: { start: 'Make ', hidden: `${who} the `, end: 'owner' },
        confirmTitle: `Hand ownership to ${who}?`,
        confirmText: `${who} becomes the site's owner and you become an administrator. Enter your password to confirm.`,
        confirmLabel: 'Hand over ownership',
        doneTitle: 'Ownership handed over',
        doneText: `${who} is now the owner; you are an administrator.`,
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
