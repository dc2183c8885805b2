import { listPageNumberSchema, type PagedList } from './paging.ts';
import { assignableRoles, DEFAULT_INVITATION_ROLE, type AssignableRole, type UserRole } from './roles.ts';
import { confirmationMatches, emailSchema, registerSchema } from './user.ts';
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

/** The two lists of the team screen: the staff (every admin-area role) and the customers. */
export const teamListKinds = ['staff', 'customers'] as const;
/** Which list of the team screen. */
export type TeamListKind = (typeof teamListKinds)[number];

/** The team list's input: staff or customers, a page and an optional search in username, name and e-mail. */
export const teamListInputSchema = z
  .object({
    kind: z.enum(teamListKinds, { error: 'The list must be staff or customers.' }).default('staff'),
    page: listPageNumberSchema,
    search: z.string({ error: 'Search must be text.' }).trim().max(100, 'Search must be at most 100 characters.').default(''),
  })
  .prefault({});
/** A team-list request as a client sends it. */
export type TeamListInput = z.input<typeof teamListInputSchema>;

const memberId = z.number({ error: 'Choose an account.' }).int('Choose an account.').positive('Choose an account.');

/** An action on one account of the team screen. */
export const teamMemberIdSchema = z.object({ id: memberId });

const ASSIGNABLE_ROLE_MESSAGE = 'Choose a role: contributor, author, editor or administrator.';
/** A role the team screen or an invitation can give (never the owner: ownership is handed over). */
export const assignableRoleSchema = z.enum(assignableRoles, { error: ASSIGNABLE_ROLE_MESSAGE });

/** The roles the team screen's select offers: a staff role below owner, or back to customer. */
export const teamRoleChoices = ['user', ...assignableRoles] as const;
/** A role the team screen's select offers. */
export type TeamRoleChoice = (typeof teamRoleChoices)[number];

/** Gives an account a role below owner: a staff role, or customer (no admin access). */
export const setTeamRoleSchema = z.object({
  id: memberId,
  role: z.enum(teamRoleChoices, { error: 'Choose a role: customer, contributor, author, editor or administrator.' }),
});

/** Hands the site's ownership to an active administrator, confirmed with the owner's password. */
export const transferOwnershipSchema = z.object({
  id: memberId,
  password: z
    .string({ error: 'Enter your password to confirm.' })
    .min(1, 'Enter your password to confirm.')
    .max(128, 'Password must be at most 128 characters'),
});

/** Disables an account (it is signed out everywhere and cannot sign in) or enables it again. */
export const setTeamDisabledSchema = z.object({ id: memberId, disabled: z.boolean({ error: 'Say whether to disable the account.' }) });

/** The 403 of a change to the owner's account by anyone but the owner. */
export const OWNER_PROTECTED_MESSAGE = "Only the site's owner can change or disable the owner's account.";

/** The 409 of a change that would leave the site without its owner. */
export function ownerRemainsMessage(username: string): string {
  return `"${username}" is the site's owner: hand ownership to an administrator first (Transfer ownership).`;
}

/** What a disabled account is told when it signs in with the right password. */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Ask an administrator of the site to enable it.';

/** An invitation link works for 48 hours, once. */
export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;

/** What a link that is unknown, used or expired says. */
export const INVALID_INVITATION = 'This invitation link is invalid, used or expired. Ask an admin of the site to invite you again.';

/** Invites an address to join the staff with a role (default editor); a single-use link, valid 48 hours, is e-mailed to it. */
export const inviteAdminSchema = z.object({ email: emailSchema, role: assignableRoleSchema.default(DEFAULT_INVITATION_ROLE) });
/** An invitation as the team screen sends it. */
export type InviteInput = z.input<typeof inviteAdminSchema>;

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
  /** The role the new account gets. */
  role: AssignableRole;
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
