import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('uses the defaults of docs/product.md §9', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      gcTime: 5 * 60 * 1000,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
