import { listPageNumberSchema, type PagedList } from './paging.ts';
import { confirmationMatches, emailSchema, registerSchema, userRoles, type UserRole } from './user.ts';
import { z } from './zod.ts';

/** One account as the team screen (/admin/team) lists it. */
export interface TeamMember {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: UserRole;
  /** Whether an admin has disabled the account (it cannot sign in). */
  disabled: boolean;
  /** ISO time of its last sign-in, null when it has not signed in since sign-ins were recorded. */
  lastSignInAt: string | null;
  /** ISO time the account was created. */
  createdAt: string;
  /** Whether this is the signed-in admin's own account. */
  you: boolean;
}

/** One list page of the team screen. */
export type TeamListPage = PagedList<TeamMember>;

/** The team list's input: a page and an optional search in username, name and e-mail. */
export const teamListInputSchema = z
  .object({
    page: listPageNumberSchema,
    search: z.string({ error: 'Search must be text.' }).trim().max(100, 'Search must be at most 100 characters.').default(''),
  })
  .prefault({});
/** A team-list request as a client sends it. */
export type TeamListInput = z.input<typeof teamListInputSchema>;

const memberId = z.number({ error: 'Choose an account.' }).int('Choose an account.').positive('Choose an account.');

/** An action on one account of the team screen. */
export const teamMemberIdSchema = z.object({ id: memberId });

/** Makes an account an admin, or an admin an ordinary user. */
export const setTeamRoleSchema = z.object({ id: memberId, role: z.enum(userRoles, { error: 'The role must be user or admin.' }) });

/** Disables an account (it is signed out everywhere and cannot sign in) or enables it again. */
export const setTeamDisabledSchema = z.object({ id: memberId, disabled: z.boolean({ error: 'Say whether to disable the account.' }) });

/** The 409 of a change that would leave the site with no active admin. */
export function lastAdminMessage(username: string): string {
  return `"${username}" is the last active admin: make another account an admin first.`;
}

/** What a disabled account is told when it signs in with the right password. */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Ask an administrator of the site to enable it.';

/** An invitation link works for 48 hours, once. */
export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;

/** What a link that is unknown, used or expired says. */
export const INVALID_INVITATION = 'This invitation link is invalid, used or expired. Ask an admin of the site to invite you again.';

/** Invites an address to become an admin (a single-use link, valid 48 hours, is e-mailed to it). */
export const inviteAdminSchema = z.object({ email: emailSchema });

/** An invitation link's token, as the acceptance page reads it from its address. */
export const invitationTokenSchema = z.object({
  token: z.string({ error: INVALID_INVITATION }).min(1, INVALID_INVITATION).max(200, INVALID_INVITATION),
});

/** POST /api/invitation body: the link's token and the new admin's name, username and password (sign-up rules). */
export const acceptInvitationSchema = registerSchema.omit({ email: true }).extend(invitationTokenSchema.shape);
/** An accepted invitation. */
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The acceptance form: the request plus the password typed twice. */
export const acceptInvitationFormSchema = acceptInvitationSchema.extend({ confirmPassword: z.string() }).refine(...confirmationMatches);
/** The acceptance form's values. */
export type AcceptInvitationForm = z.input<typeof acceptInvitationFormSchema>;

/** What the acceptance page shows of a live invitation. */
export interface AdminInvitationInfo {
  email: string;
  /** The inviting admin's name (or username); null when that account is gone. */
  invitedBy: string | null;
  /** ISO time the link stops working. */
  expiresAt: string;
}

/** An invitation not yet accepted, as the team screen lists it. */
export interface PendingInvitation extends AdminInvitationInfo {
  /** ISO time it was sent. */
  createdAt: string;
}

/** Withdraws the pending invitation sent to an address. */
export const revokeInvitationSchema = z.object({ email: emailSchema });
