import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors.ts';

function clientError(message: string, data: Record<string, unknown>) {
  return new TRPCClientError(message, { result: { error: { code: -32600, message, data } } });
}

describe('serverFieldErrors', () => {
  it("reads a refused call's field messages, renaming the keys a form names differently", () => {
    const error = clientError('Your current password is not correct.', {
      httpStatus: 400,
      fieldErrors: { currentPassword: 'Your current password is not correct.', newPassword: 'Password must be at least 8 characters' },
    });
    expect(serverFieldErrors(error, { newPassword: 'password' })).toEqual({
      currentPassword: 'Your current password is not correct.',
      password: 'Password must be at least 8 characters',
    });
  });

  it('is empty without field messages, for other errors, and ignores anything but text', () => {
    expect(serverFieldErrors(clientError('Too many', { httpStatus: 429 }))).toEqual({});
    expect(serverFieldErrors(clientError('Odd', { httpStatus: 400, fieldErrors: { name: 3 } }))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
