import { PRODUCT_NAME } from './brand.ts';

/**
 * The public forms that also work without JavaScript: the browser posts them
 * (`application/x-www-form-urlencoded`) to their REST adapter, which answers a success with a 303 to a
 * page carrying `?notice=`, and a refusal by rendering the form's page again with what was typed and
 * what is wrong (`FormResult`).
 */
export const POSTABLE_FORMS = [
  'sign-in',
  'sign-up',
  'forgot-password',
  'reset-password',
  'contact',
  'newsletter',
  'logout',
  'builder-form',
] as const;

/** The name of a form that works without JavaScript (its hidden `_form` field). */
export type PostableForm = (typeof POSTABLE_FORMS)[number];

/** The hidden fields every postable form carries besides its own. */
export const FORM_POST_FIELDS = {
  /** Which form was sent (a `PostableForm`). */
  form: '_form',
  /** The path of the page the form is on: a refusal renders it again, a success may return to it. */
  back: '_back',
} as const;

/**
 * The `<meta>` a refused form post's page carries with its own address (`/contact`, not the adapter's
 * `/api/contact` the browser shows), for the script to put back in the address bar.
 */
export const PAGE_ADDRESS_META = 'page-address';

/** A form post that was refused, as the page showing the form again receives it. */
export interface FormResult {
  form: PostableForm;
  /** The message for the whole form (the failure toast of docs/product.md §8 describes it). */
  message: string;
  /** Messages per field, keyed by the field's name. */
  fieldErrors: Record<string, string>;
  /** What was typed, to fill the form again (never a password). */
  values: Record<string, string | boolean>;
}

/** What a page says after a form posted without JavaScript succeeded (the notices of docs/product.md §8). */
export const FORM_NOTICES = {
  'signed-in': { title: 'Login successful', description: `Welcome back to ${PRODUCT_NAME}` },
  registered: { title: 'Registration successful', description: `Welcome to ${PRODUCT_NAME}` },
  'signed-out': { title: 'Logged out successfully', description: 'You have been safely logged out' },
  'reset-sent': { title: 'Reset email sent', description: 'Check your inbox for password reset instructions' },
  'password-updated': { title: 'Password updated', description: 'You can now sign in with your new password.' },
  'message-sent': { title: 'Message sent!', description: "Thank you for reaching out. We'll get back to you soon." },
  subscribed: { title: 'Subscribed!', description: 'Thanks for subscribing. Watch your inbox for local SEO tips.' },
  'already-subscribed': { title: "You're already subscribed", description: 'That address is already on our list. Thanks for reading!' },
} as const satisfies Record<string, { title: string; description: string }>;

/** The key of a success notice (`?notice=` on the page a form post leads to). */
export type FormNoticeKey = keyof typeof FORM_NOTICES;

/**
 * `path` (which may hold a query) with `?notice=` set to say how its form went: where a form post
 * leads on success, and where the page's script sends the person after doing the same work.
 */
export function withNotice(path: string, notice: FormNoticeKey): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? [] : beforeHash.slice(queryAt + 1).split('&');
  const kept = query.filter((pair) => pair !== '' && pair !== 'notice' && !pair.startsWith('notice='));
  return `${pathname}?${[...kept, `notice=${notice}`].join('&')}${hash}`;
}

/** The notice a `?notice=` value names, or null for anything else. */
export function formNotice(value: unknown): FormNoticeKey | null {
  return typeof value === 'string' && Object.hasOwn(FORM_NOTICES, value) ? (value as FormNoticeKey) : null;
}

/**
 * A path on this site to go back to after a form post: it must start with one `/` (never `//` or `/\`,
 * which a browser reads as another host) and hold no control characters; anything else gives `fallback`.
 */
export function sameSitePath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value) || value.length > 2000) return fallback;
  return value;
}
