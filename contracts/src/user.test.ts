import { describe, expect, it } from 'vitest';
import { fieldErrors } from './validation.ts';
import type { z } from './zod.ts';
import {
  NAME_INVISIBLE_MESSAGE,
  USERNAME_INVISIBLE_MESSAGE,
  forgotPasswordSchema,
  loginSchema,
  normalizeUsername,
  registerSchema,
  signUpFormSchema,
} from './user.ts';

const valid = { username: 'maria', password: 'Passw0rdOk', name: 'Maria Lopez', email: 'Maria@Example.com' };

function errorsOf(schema: { safeParse(v: unknown): z.ZodSafeParseResult<unknown> }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('registerSchema', () => {
  it('accepts a valid payload, trimming and lower-casing the e-mail', () => {
    expect(registerSchema.parse({ ...valid, email: ' Maria@Example.com ' })).toEqual({ ...valid, email: 'maria@example.com' });
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['password', 'Ab1', 'Password must be at least 8 characters'],
    ['password', 'abcdefg1', 'Password must contain at least one uppercase letter'],
    ['password', 'ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['password', 'Abcdefgh', 'Password must contain at least one number'],
    ['name', '', 'Full name is required'],
    ['email', 'maria@', 'Invalid email address'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(errorsOf(registerSchema, { ...valid, [field]: value })[field]).toBe(message);
  });
});

describe('signUpFormSchema', () => {
  it('puts "Passwords do not match" on the confirm field', () => {
    expect(errorsOf(signUpFormSchema, { ...valid, confirmPassword: 'Different1' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('does not enforce the terms box', () => {
    expect(signUpFormSchema.safeParse({ ...valid, confirmPassword: valid.password, acceptTerms: false }).success).toBe(true);
  });
});

describe('loginSchema and forgotPasswordSchema', () => {
  it('require a username and a password', () => {
    expect(errorsOf(loginSchema, { username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('require a valid e-mail for a reset', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'x' })).toEqual({ email: 'Please enter a valid email address' });
  });
});

// Characters that hide in a username: each would let 'admin' + it display as 'admin' (or reorder it).
const HIDDEN = {
  'zero-width space': '\u200b',
  'zero-width non-joiner': '\u200c',
  'zero-width joiner': '\u200d',
  'word joiner': '\u2060',
  'right-to-left override': '\u202e',
  'left-to-right embedding': '\u202a',
  'right-to-left isolate': '\u2067',
  'pop directional isolate': '\u2069',
  'right-to-left mark': '\u200f',
  'Arabic letter mark': '\u061c',
  'soft hyphen': '\u00ad',
  'variation selector 16': '\ufe0f',
  'variation selector 256': '\u{e01ef}',
  'byte order mark': '\ufeff',
  'tag letter A': '\u{e0041}',
  'combining grapheme joiner': '\u034f',
  'Mongolian vowel separator': '\u180e',
  'Hangul filler': '\u3164',
  'Braille blank': '\u2800',
  'line separator': '\u2028',
  tab: '\t',
  null: '\u0000',
  delete: '\u007f',
  'next line (C1)': '\u0085',
  'Ogham space mark': '\u1680',
  'private use': '\ue000',
  unassigned: '\u0378',
} as const;

describe('usernames with hidden characters', () => {
  it.each(Object.entries(HIDDEN))('refuses a %s inside, at sign-up and at sign-in', (_, hidden) => {
    for (const name of [`ad${hidden}min`, `admin${hidden}x`, `${hidden}admin${hidden}x`]) {
      expect(errorsOf(registerSchema, { ...valid, username: name }).username, JSON.stringify(name)).toBe(USERNAME_INVISIBLE_MESSAGE);
      expect(errorsOf(loginSchema, { username: name, password: 'x' }).username, JSON.stringify(name)).toBe(USERNAME_INVISIBLE_MESSAGE);
    }
  });

  it('normalises to NFKC, so fullwidth and compatibility forms sign up and sign in as the plain name', () => {
    expect(registerSchema.parse({ ...valid, username: 'ｊｏｈｎ' }).username).toBe('john');
    expect(loginSchema.parse({ username: 'ｊｏｈｎ', password: 'x' }).username).toBe('john');
    expect(loginSchema.parse({ username: 'ﬁona', password: 'x' }).username).toBe('fiona');
    // A no-break or ideographic space becomes a plain one, and runs of spaces one space, as a page would show them.
    expect(loginSchema.parse({ username: ' ann\u00a0\u3000 lee ', password: 'x' }).username).toBe('ann lee');
    expect(normalizeUsername('Ｍａｒｉａ')).toBe('Maria');
  });

  it('keeps letters of every script, marks and case', () => {
    for (const name of ['María', 'Zoë', '名前です', 'Ελένη', 'देवनागरी', 'Ann Lee']) {
      expect(registerSchema.parse({ ...valid, username: name }).username).toBe(name.normalize('NFKC'));
    }
  });
});

describe('full names with hidden characters', () => {
  it.each(['\u202e', '\u2066', '\u200f', '\u0000', '\u0007', '\u200b', '\ufeff', '\u{e0041}', '\u2028', '\u3164'])(
    'refuses %j',
    (hidden) => {
      expect(errorsOf(registerSchema, { ...valid, name: `Maria${hidden} Lopez` }).name).toBe(NAME_INVISIBLE_MESSAGE);
    },
  );

  it('keeps what real names need: joiners in Persian and emoji, variation selectors, every script', () => {
    for (const name of ['می\u200cخواهم', 'Ann 👩\u200d💻', 'Zoë ❤\ufe0f', 'José Álvarez', '山田 太郎']) {
      expect(registerSchema.parse({ ...valid, name }).name).toBe(name);
    }
  });
});
