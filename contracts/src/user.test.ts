import { describe, expect, it } from 'vitest';
import { fieldErrors } from './validation.ts';
import { forgotPasswordSchema, loginSchema, registerSchema, signUpFormSchema } from './user.ts';

const valid = { username: 'maria', password: 'Passw0rdOk', name: 'Maria Lopez', email: 'Maria@Example.com' };

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: any } }, value: unknown) {
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
