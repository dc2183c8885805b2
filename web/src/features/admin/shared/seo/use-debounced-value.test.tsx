// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

const seen: string[] = [];
function Probe({ value }: { value: string }) {
  seen.push(useDebouncedValue(value, 300));
  return null;
}

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    seen.length = 0;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => vi.useRealTimers());

  it('gives the first value at once and a new one only once it has stayed for the delay', () => {
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe value="l" />));
    expect(seen.at(-1)).toBe('l');
    act(() => root.render(<Probe value="lo" />));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => root.render(<Probe value="local" />));
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(seen.at(-1)).toBe('l');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(seen.at(-1)).toBe('local');
    expect(seen).not.toContain('lo');
    act(() => root.unmount());
  });
});
