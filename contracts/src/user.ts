import { userRoles } from './roles.ts';
import { trialBillingSchema, trialPlanSchema } from './trial.ts';
import { z } from './zod.ts';

/** The user as the server hands it to a client: never the password or its hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(userRoles),
});
/** The current user as returned by GET /api/user, login and register. */
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What refusing a username with hidden characters says. */
export const USERNAME_INVISIBLE_MESSAGE = "Usernames can't contain invisible or text-direction characters.";

/** What refusing a full name with hidden characters says. */
export const NAME_INVISIBLE_MESSAGE = "Full name can't contain control, invisible or text-direction characters.";

// Characters that draw nothing or reorder what follows, so a name holding them displays as another name:
// controls (Cc), formats (Cf: zero-width spaces and joiners, bidi marks, embeddings, overrides and isolates,
// soft hyphen, BOM, tag characters), surrogates, private use, unassigned code points, line and paragraph
// separators, everything Unicode marks default-ignorable (variation selectors, Hangul fillers, Mongolian vowel
// separator...), the Braille blank, and whitespace other than a plain space.
const USERNAME_HIDDEN = /[\p{C}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Variation_Selector}\u2800]|[^\S ]/u;
// A full name may need the zero-width non-joiner and joiner (Persian, Indic scripts, emoji sequences) and variation
// selectors (emoji); it may not hold controls, bidi controls, other format characters, line separators, or the
// fillers and Braille blank that draw nothing.
const NAME_HIDDEN = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\p{Bidi_Control}\u115f\u1160\u2800\u3164\uffa0]|(?![\u200c\u200d])\p{Cf}/u;

/**
 * The one form a username is stored and compared in: NFKC (fullwidth 'ｊｏｈｎ' is 'john', ligatures and
 * compatibility forms fold), trimmed, runs of spaces made one (a page shows 'a  b' as 'a b'). Case is kept for
 * display; lookups compare lower case. Apply it to whatever a person types, at sign-up and at sign-in.
 */
export function normalizeUsername(value: string): string {
  return value.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
}

/** True when a username (normalised) holds a character that is invisible or changes text direction. */
function hasHiddenUsernameCharacters(value: string): boolean {
  return USERNAME_HIDDEN.test(value);
}

/** A username as typed: normalised, then refused when it hides characters, then bounded to `min`-64 characters. */
function usernameField(requiredMessage: string, min: number, minMessage: string) {
  return z
    .string({ error: requiredMessage })
    .overwrite(normalizeUsername)
    .refine((value) => !hasHiddenUsernameCharacters(value), { message: USERNAME_INVISIBLE_MESSAGE, abort: true })
    .min(min, minMessage)
    .max(64, 'Username must be at most 64 characters');
}

const username = usernameField('Username is required', 1, 'Username is required');

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  // Bounded so a huge body cannot make the password hash expensive.
  .max(128, 'Password must be at most 128 characters');

/**
 * POST /api/login body (docs/product.md §7); `remember` keeps the session cookie beyond the browser session. The
 * username is normalised as at sign-up, so 'ｊｏｈｎ' signs in as 'john'.
 */
export const loginSchema = z.object({
  username,
  password,
  remember: z.boolean().optional(),
});
/** A login request. */
export type LoginInput = z.infer<typeof loginSchema>;

/** A new password as docs/product.md §5 requires: 8+ characters with upper case, lower case and a digit. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number');

/** An e-mail address, trimmed and lower-cased, with the sign-up message of docs/product.md §5. */
export const emailSchema = z
  .string({ error: 'Invalid email address' })
  .trim()
  .max(254, 'Invalid email address')
  .pipe(z.email('Invalid email address'))
  .transform((value) => value.toLowerCase());

/**
 * POST /api/register body (docs/product.md §7) with the sign-up rules of §5; the username comes out normalised
 * (`normalizeUsername`) and neither it nor the name may hide invisible or text-direction characters.
 */
export const registerSchema = z.object({
  username: usernameField('Username must be at least 3 characters', 3, 'Username must be at least 3 characters'),
  password: newPasswordSchema,
  name: z
    .string({ error: 'Full name is required' })
    .trim()
    .refine((value) => !NAME_HIDDEN.test(value), { message: NAME_INVISIBLE_MESSAGE, abort: true })
    .min(1, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters'),
  email: emailSchema,
  // The trial's plan and billing, as chosen on /pricing (docs/product.md §9); absent: Starter, billed monthly.
  plan: trialPlanSchema.optional(),
  billing: trialBillingSchema.optional(),
});
/** A registration request. */
export type RegisterInput = z.infer<typeof registerSchema>;

/** The check both password forms share: the confirmation must repeat the password. */
export const confirmationMatches: [(form: { password: string; confirmPassword: string }) => boolean, { message: string; path: string[] }] =
  [(form) => form.password === form.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] }];

/** The sign-up form: the registration payload plus the confirmation and the terms box. */
export const signUpFormSchema = registerSchema
  .extend({
    confirmPassword: z.string(),
    // The terms checkbox is shown but not enforced (docs/product.md §5).
    acceptTerms: z.boolean().optional(),
  })
  .refine(...confirmationMatches);
/** The sign-up form's values. */
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** The reset-password form: a new password (sign-up rules) typed twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(...confirmationMatches);

/** POST /api/forgot-password body. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((value) => value.toLowerCase()),
});
/** A password-reset request. */
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/reset-password body: the token from the e-mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'This reset link is invalid or has expired.').max(200),
  password: newPasswordSchema,
});
/** A password-reset confirmation. */
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
