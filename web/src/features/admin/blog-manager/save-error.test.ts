import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { gotNoAnswer, messageOf, staleRevisionOf } from './save-error.ts';

function clientError(message: string, data: Record<string, unknown>) {
  return new TRPCClientError(message, { result: { error: { code: -32009, message, data } } });
}

describe('staleRevisionOf', () => {
  it('reads the stored revision of a refused stale save', () => {
    expect(
      staleRevisionOf(clientError('Saved elsewhere', { httpStatus: 409, details: { kind: 'blogConflict', currentRevision: 6 } })),
    ).toBe(6);
  });

  it('is null for another 409 (a duplicate slug) and for other errors', () => {
    expect(staleRevisionOf(clientError('The slug "a" is taken', { httpStatus: 409 }))).toBeNull();
    expect(
      staleRevisionOf(clientError('Bad input', { httpStatus: 400, details: { kind: 'blogConflict', currentRevision: 6 } })),
    ).toBeNull();
    expect(staleRevisionOf(new Error('offline'))).toBeNull();
  });
});

describe('messageOf', () => {
  it("gives the error's message, or a next step when there is none", () => {
    expect(messageOf(new Error('A title is required.'))).toBe('A title is required.');
    expect(messageOf('boom')).toBe('Please try again.');
  });
});

describe('gotNoAnswer', () => {
  it('is true for a call the network dropped or a gateway answered, false for a refusal or another error', () => {
    const dropped = new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') });
    expect(gotNoAnswer(dropped)).toBe(true);
    expect(gotNoAnswer(clientError('Bad gateway', { httpStatus: 502 }))).toBe(true);
    expect(gotNoAnswer(clientError('A title is required.', { httpStatus: 400 }))).toBe(false);
    expect(gotNoAnswer(clientError('Something went wrong.', { httpStatus: 500 }))).toBe(false);
    expect(gotNoAnswer(new Error('offline'))).toBe(false);
  });

  it('gives such a failure a message a person can act on, in place of the browser\'s "Failed to fetch"', () => {
    const dropped = new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') });
    expect(messageOf(dropped)).toBe('The server could not be reached (the connection may be down). Please try again.');
  });
});
