// @vitest-environment happy-dom
import { useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ISLAND_ATTRIBUTES } from './island-attributes.ts';
import { IslandRoot, IslandServerRendererProvider, defineIsland, type IslandServerRenderer } from './island.tsx';

/** A small interactive component with ids from useId, as the site's forms have. */
function Counter({ label, start }: { label: string; start: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={count} />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Add
      </button>
    </p>
  );
}

const CounterIsland = defineIsland('counter', Counter, ({ start }) => (start > 0 ? 'now' : 'visible'));

function serverRenderer(): IslandServerRenderer {
  let count = 0;
  return {
    nextIdPrefix: (name) => `${name}-${(count += 1)}-`,
    renderToHtml: (element, idPrefix) => renderToString(element, { identifierPrefix: idPrefix }),
  };
}

/** A page as the server renders it when served as islands: two counters among static text. */
function renderPage(): string {
  return renderToString(
    <IslandServerRendererProvider value={serverRenderer()}>
      <main>
        <h1>Static</h1>
        <CounterIsland label="First" start={0} />
        <CounterIsland label="Second" start={5} />
      </main>
    </IslandServerRendererProvider>,
  );
}

describe('defineIsland', () => {
  it('wraps the component with its name, its props as JSON and when it loads', () => {
    const container = document.createElement('div');
    container.innerHTML = renderPage();
    const [first, second] = container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}="counter"]`);
    expect(JSON.parse(first!.getAttribute(ISLAND_ATTRIBUTES.props)!)).toEqual({ label: 'First', start: 0 });
    expect(first!.getAttribute(ISLAND_ATTRIBUTES.load)).toBe('visible');
    expect(second!.getAttribute(ISLAND_ATTRIBUTES.load)).toBe('now');
    expect(first!.getAttribute(ISLAND_ATTRIBUTES.idPrefix)).not.toBe(second!.getAttribute(ISLAND_ATTRIBUTES.idPrefix));
    // Each island's ids are its own: labels point at their own inputs.
    for (const island of [first!, second!]) {
      const label = island.querySelector('label')!;
      expect(island.querySelector(`#${CSS.escape(label.htmlFor)}`)).toBe(island.querySelector('input'));
    }
  });

  it('renders inline, in the same wrapper, where the app renders it', () => {
    const html = renderToString(<CounterIsland label="Inline" start={1} />);
    expect(html).toContain(`${ISLAND_ATTRIBUTES.name}="counter"`);
    expect(html).toContain('Inline');
    expect(html).not.toContain(ISLAND_ATTRIBUTES.idPrefix);
  });

  it('hydrates as a root of its own from the wrapper, without a mismatch, and then works', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderPage();
    document.body.append(container);
    const island = container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}="counter"]`)[1]!;
    const errors: unknown[] = [];
    let ready = false;
    const props = JSON.parse(island.getAttribute(ISLAND_ATTRIBUTES.props)!) as { label: string; start: number };
    const root = hydrateRoot(
      island,
      <IslandRoot onReady={() => (ready = true)}>
        <Counter {...props} />
      </IslandRoot>,
      { identifierPrefix: island.getAttribute(ISLAND_ATTRIBUTES.idPrefix)!, onRecoverableError: (error) => errors.push(error) },
    );
    await expect.poll(() => ready).toBe(true);
    expect(errors).toEqual([]);
    island.querySelector('button')!.click();
    await expect.poll(() => island.querySelector('input')!.value).toBe('6');
    root.unmount();
    container.remove();
  });
});
