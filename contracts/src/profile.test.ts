import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, changePasswordSchema, updateProfileSchema } from './profile.ts';
import { fieldErrors } from './validation.ts';
import type { z } from './zod.ts';

function errorsOf(schema: { safeParse(v: unknown): z.ZodSafeParseResult<unknown> }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('updateProfileSchema', () => {
  it('applies the sign-up rules to name and e-mail and needs the current password', () => {
    expect(updateProfileSchema.parse({ name: ' Maria ', email: ' Maria@Example.com ', currentPassword: 'x' })).toEqual({
      name: 'Maria',
      email: 'maria@example.com',
      currentPassword: 'x',
    });
    expect(errorsOf(updateProfileSchema, { name: '', email: 'maria', currentPassword: '' })).toEqual({
      name: 'Full name is required',
      email: 'Invalid email address',
      currentPassword: 'Enter your current password.',
    });
  });
});

describe('changePasswordSchema and its form', () => {
  it('needs a new password by the sign-up rules', () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
  });

  it('the form needs the confirmation to repeat the new password', () => {
    const form = { currentPassword: 'old', password: 'Passw0rdOk', confirmPassword: 'Passw0rdOk' };
    expect(errorsOf(changePasswordFormSchema, form)).toEqual({});
    expect(errorsOf(changePasswordFormSchema, { ...form, confirmPassword: 'Passw0rdNo' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});
