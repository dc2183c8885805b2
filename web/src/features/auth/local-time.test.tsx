// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../lib/format-date-time.ts';
import { LocalTime } from './local-time.tsx';

// The reader is in Auckland (UTC+13 in late November): their day and hour differ from the server's UTC.
const serverZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Auckland';
});
afterAll(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

const moment = '2026-11-28T14:05:00.000Z';

describe('LocalTime', () => {
  it('writes UTC on the server, hydrates without a mismatch, then shows the reader’s zone', async () => {
    const page = (
      <p>
        <LocalTime iso={moment} /> and <LocalTime iso={moment} day />
      </p>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('28 Nov 2026, 14:05 UTC and 28 Nov 2026 (UTC)');
    expect(container.querySelector('time')!.getAttribute('datetime')).toBe(moment);
    document.body.append(container);

    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // 14:05 UTC is 03:05 the next day in Auckland, written in the reader's locale.
    expect(container.textContent).toBe(`${formatDateTime(moment)} and ${formatDate(moment)}`);
    expect(formatDateTime(moment)).toMatch(/29.*0?3:05.*(GMT\+13|NZDT)/);
    act(() => root!.unmount());
    container.remove();
  });

  it('shows the reader’s zone at once in a render the browser starts itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<LocalTime iso={moment} day />));
    expect(container.textContent).toBe(formatDate(moment));
    expect(container.textContent).toMatch(/29/);
    act(() => root.unmount());
    container.remove();
  });
});
