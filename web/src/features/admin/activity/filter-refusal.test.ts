import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { filterRefusal } from './filter-refusal.ts';

/** A tRPC error as the client raises it for an answer of `httpStatus`. */
function refused(httpStatus: number, message: string) {
  return TRPCClientError.from({ error: { code: -32600, message, data: { httpStatus, code: 'BAD_REQUEST' } } });
}

describe('filterRefusal', () => {
  it("is the server's message for a 400", () => {
    expect(filterRefusal(refused(400, 'The first day must not be after the last.'))).toBe('The first day must not be after the last.');
  });

  it('says something readable when a 400 came without a message', () => {
    expect(filterRefusal(refused(400, ''))).toMatch(/cannot be applied/);
  });

  it('is null for no error, another status or another kind of error', () => {
    expect(filterRefusal(null)).toBeNull();
    expect(filterRefusal(refused(401, 'Please sign in to continue.'))).toBeNull();
    expect(filterRefusal(refused(500, 'Something went wrong'))).toBeNull();
    expect(filterRefusal(new Error('Failed to fetch'))).toBeNull();
  });
});
