import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { readTrpcError, trpcErrorDetails } from './trpc-error.ts';

/** A tRPC error as the client raises it for an answer whose `error.data` is `data`. */
function clientError(message: string, data: Record<string, unknown>) {
  return new TRPCClientError(message, { result: { error: { code: -32600, message, data } } });
}

describe('readTrpcError', () => {
  it("reads a refused call's status, message, field messages and details", () => {
    const error = clientError('Saved elsewhere', {
      code: 'CONFLICT',
      httpStatus: 409,
      fieldErrors: { slug: 'This slug is taken.' },
      details: { kind: 'pageConflict', currentVersion: 3, keys: ['home.title'] },
    });
    expect(readTrpcError(error)).toEqual({
      status: 409,
      message: 'Saved elsewhere',
      fieldErrors: { slug: 'This slug is taken.' },
      details: { kind: 'pageConflict', currentVersion: 3, keys: ['home.title'] },
    });
  });

  it('keeps only the field messages that are text, and is empty without any', () => {
    expect(
      readTrpcError(clientError('Odd', { httpStatus: 400, fieldErrors: { name: 3, email: 'Enter an e-mail address.' } }))?.fieldErrors,
    ).toEqual({
      email: 'Enter an e-mail address.',
    });
    expect(readTrpcError(clientError('Too many', { httpStatus: 429 }))).toEqual({
      status: 429,
      message: 'Too many',
      fieldErrors: {},
      details: undefined,
    });
  });

  it('has no status when no answer came, and is null for anything but a tRPC error', () => {
    expect(readTrpcError(new TRPCClientError('Failed to fetch'))?.status).toBeUndefined();
    expect(readTrpcError(new Error('offline'))).toBeNull();
    expect(readTrpcError(null)).toBeNull();
  });
});

describe('trpcErrorDetails', () => {
  const stale = clientError('Saved elsewhere', { httpStatus: 409, details: { kind: 'blogConflict', currentRevision: 6 } });

  it('gives the details when they are of the kind asked for', () => {
    expect(trpcErrorDetails(stale, 'blogConflict')).toEqual({ kind: 'blogConflict', currentRevision: 6 });
  });

  it('is undefined for details of another kind, for none and for other errors', () => {
    expect(trpcErrorDetails(stale, 'pageConflict')).toBeUndefined();
    expect(trpcErrorDetails(clientError('Bad input', { httpStatus: 400 }), 'blogConflict')).toBeUndefined();
    expect(trpcErrorDetails(new Error('offline'), 'blogConflict')).toBeUndefined();
  });
});
