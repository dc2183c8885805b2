import { PRODUCT_NAME } from './brand.ts';
import { percentDecodedOnce } from './reserved-addresses.ts';

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
  subscribed: {
    title: 'Check your inbox to confirm',
    description: 'We have e-mailed a confirmation link to that address. Your subscription starts when you open it.',
  },
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

/** The WHATWG URL parser, which browsers and Node both have (this package loads neither's types). */
declare const URL: new (input: string, base: string) => { origin: string; pathname: string; search: string; hash: string };
/** A parsed URL, as far as this file reads one. */
type ParsedUrl = InstanceType<typeof URL>;

/** A stand-in origin to resolve paths against: only whether a path keeps it matters. */
const SITE = 'http://site.invalid';

/** `path` resolved as a browser resolves it on this site (dot segments folded), or null when that leaves the site. */
function resolvedOnSite(path: string): ParsedUrl | null {
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(path)) return null;
  let url: ParsedUrl;
  try {
    url = new URL(path, SITE);
  } catch {
    return null;
  }
  // A path that folds to `//host` (`/.//host`, `/%2e//host`) is another site once it is used as an address.
  return url.origin === SITE && !url.pathname.startsWith('//') ? url : null;
}

/**
 * A path on this site to go back to after a form post, in the form a browser reads it (dot segments
 * folded): the value must be a path that stays on this site however it is normalised — resolved, and
 * its path percent-decoded up to three times and resolved again (`/.//host`, `/%2e//host`,
 * `/%252f/host`, backslashes and control characters are all refused). Anything else gives `fallback`.
 */
export function sameSitePath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  const url = resolvedOnSite(value);
  if (!url) return fallback;
  let path = url.pathname;
  for (let round = 0; round < 3; round += 1) {
    const decoded = percentDecodedOnce(path);
    if (decoded === path) return `${url.pathname}${url.search}${url.hash}`;
    if (!resolvedOnSite(decoded)) return fallback;
    path = decoded;
  }
  // Still encoded after three rounds: no page of this site is addressed that way.
  return percentDecodedOnce(path) === path ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
