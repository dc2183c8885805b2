// @vitest-environment happy-dom
import fc from 'fast-check';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useSearchText } from './use-search-text.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the test drives: the field's text and its setter, and the list's search as the page shows it. */
interface Handle {
  text: string;
  setText: (text: string) => void;
  search: string;
  setSearch: (search: string) => void;
}

/** A list whose search comes back `answerMs` after the field searched (the address and the query take their time). */
function SearchList({ answerMs, handle }: { answerMs: number; handle: Handle }) {
  const [search, setSearch] = useState('');
  const { text, setText } = useSearchText(search, (next) => setTimeout(() => setSearch(next), answerMs));
  Object.assign(handle, { text, setText, search, setSearch });
  return null;
}

async function mount(answerMs: number): Promise<{ handle: Handle; unmount: () => void }> {
  const handle = {} as Handle;
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<SearchList answerMs={answerMs} handle={handle} />));
  return { handle, unmount: () => act(() => root.unmount()) };
}

async function pass(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useSearchText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what was typed while its own search was on its way back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-z]{1,8}$/),
        fc.stringMatching(/^[a-z ]{1,6}$/),
        fc.integer({ min: 1, max: 2_000 }),
        async (first, more, answerMs) => {
          const { handle, unmount } = await mount(answerMs);
          await act(async () => handle.setText(first));
          // The pause sends the search; more is typed before the list's answer comes back.
          await pass(SEARCH_DELAY_MS);
          await act(async () => handle.setText(first + more));
          await pass(answerMs);
          expect(handle.search).toBe(first);
          expect(handle.text).toBe(first + more);
          // The search that follows the newer text comes back too, and the field still holds it.
          await pass(SEARCH_DELAY_MS + answerMs);
          expect(handle.search).toBe((first + more).trim());
          expect(handle.text).toBe(first + more);
          unmount();
        },
      ),
      { numRuns: 25 },
    );
  });

  it('follows a search changed elsewhere (Clear, Back)', async () => {
    const { handle, unmount } = await mount(50);
    await act(async () => handle.setText('shoes'));
    await pass(SEARCH_DELAY_MS + 50);
    expect(handle.search).toBe('shoes');
    await act(async () => handle.setSearch(''));
    expect(handle.text).toBe('');
    await act(async () => handle.setSearch('boots'));
    expect(handle.text).toBe('boots');
    unmount();
  });
});
