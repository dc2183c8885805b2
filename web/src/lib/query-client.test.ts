import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
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

describe('invalidating a query whose first fetch is under way', () => {
  it('reads it again after the change instead of keeping the answer read before it', async () => {
    const client = createQueryClient();
    let stored = ['kept.png', 'deleted.png'];
    const releases: (() => void)[] = [];
    // The server reads the rows when asked, and its answer arrives when the test lets it.
    const queryFn = () => {
      const read = [...stored];
      return new Promise<string[]>((resolve) => releases.push(() => resolve(read)));
    };
    const observer = new QueryObserver(client, { queryKey: ['library', 'search'], queryFn });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await vi.waitFor(() => expect(releases).toHaveLength(1));

    // The change lands while that first fetch is still on its way, and invalidates the list.
    stored = ['kept.png'];
    const invalidated = client.invalidateQueries({ queryKey: ['library'] });
    releases[0]!();
    // Once the answer read before the change is in, the list is read again.
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[1]!();
    await invalidated;

    expect(client.getQueryData(['library', 'search'])).toEqual(['kept.png']);
    expect(seen.at(-1)).toEqual(['kept.png']);
    unsubscribe();
  });
});
