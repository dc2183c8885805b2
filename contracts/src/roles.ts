/**
 * The roles of the site's accounts, from a customer to the owner, and what each may use. One ladder: a role
 * may do everything a lower staff role may (an author all a contributor may, and so on). The server enforces
 * it on every procedure and route; the web app reads it to hide what a role cannot use.
 */

/** Every role an account can hold, lowest first: a customer, then the staff roles up to the one owner. */
export const userRoles = ['user', 'contributor', 'author', 'editor', 'administrator', 'owner'] as const;
/** A user's role. */
export type UserRole = (typeof userRoles)[number];

/** The roles that may open the admin area, lowest first. */
export const staffRoles = ['contributor', 'author', 'editor', 'administrator', 'owner'] as const;
/** A staff (admin-area) role. */
export type StaffRole = (typeof staffRoles)[number];

/** The roles an invitation or the team screen can give (the owner is only ever handed over). */
export const assignableRoles = ['contributor', 'author', 'editor', 'administrator'] as const;
/** A role the team screen can give. */
export type AssignableRole = (typeof assignableRoles)[number];

/** The role an invitation gives unless another is chosen. */
export const DEFAULT_INVITATION_ROLE: AssignableRole = 'editor';

/** What each role is called on screen. */
export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'Customer',
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  administrator: 'Administrator',
  owner: 'Owner',
};

/** The role's name on screen ('Editor'); a role this code does not know reads as itself. */
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? role;
}

/** `role` with its article, lower case, as a sentence uses it: 'an editor', 'a contributor'. */
export function roleWithArticle(role: UserRole): string {
  const name = ROLE_LABELS[role].toLowerCase();
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** True for any staff role (the admin area admits it); false for a customer, an unknown role or nobody. */
export function isStaff(role: string | null | undefined): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role ?? '');
}

/** True when `role` is `min` or above on the ladder; a customer, an unknown role or nobody is below every staff role. */
export function roleAtLeast(role: string | null | undefined, min: StaffRole): boolean {
  return isStaff(role) && staffRoles.indexOf(role) >= staffRoles.indexOf(min);
}

/** The 403 of a call that needs role `min` or higher: 'This action needs an editor or higher role.' */
export function roleNeededMessage(min: StaffRole): string {
  if (min === 'owner') return "This action needs the site's owner.";
  if (min === 'administrator') return ADMINISTRATOR_NEEDED_MESSAGE;
  if (min === 'contributor') return 'This action needs a staff account (contributor or higher).';
  return `This action needs ${roleWithArticle(min)} or higher role.`;
}

/** The 403 of an administrator-only call (the message of admin calls before roles existed). */
export const ADMINISTRATOR_NEEDED_MESSAGE = 'This action needs an administrator account.';

/** What a staff role may use in the admin area; the sidebar and each screen read it. */
export const ROLE_ABILITIES = {
  /** The blog manager, for their own posts at least. */
  posts: 'contributor',
  /** Publishing, scheduling and unpublishing (their own posts, or every post from editor up). */
  publishPosts: 'author',
  /** Uploading images. */
  uploadMedia: 'author',
  /** Every post, the seven pages' content and SEO, builder pages and templates, deleting media, the SEO overview. */
  allContent: 'editor',
  /** E-mailing a published post to the newsletter's confirmed subscribers, and the send reports. */
  sendNewsletters: 'editor',
  /** The 404 monitor and the redirect rules answered before the 404 page. */
  manageRedirects: 'editor',
  /** What visitors search the blog for (site-search terms). */
  readSiteSearch: 'editor',
  /** The site's analytics: visitors, page views, sources, live visitors, and each post's views in the blog manager. */
  readAnalytics: 'editor',
  /** The team, the inbox, newsletter subscribers and exports, the activity log. */
  manageSite: 'administrator',
  /** Handing over ownership; changing or disabling the owner. */
  ownSite: 'owner',
} as const satisfies Record<string, StaffRole>;
/** One ability of `ROLE_ABILITIES`. */
export type RoleAbility = keyof typeof ROLE_ABILITIES;

/** Whether `role` may use `ability`. */
export function may(role: string | null | undefined, ability: RoleAbility): boolean {
  return roleAtLeast(role, ROLE_ABILITIES[ability]);
}
