import {
  applyCommand,
  createElement,
  createIdGenerator,
  createPage,
  seededRandom,
  updateCommand,
  type BuilderElement,
  type ElementType,
} from '@app/builder-engine';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuilderElementView } from './builder-element-view.tsx';
import { installMinimalDom, type MinimalElement } from './minimal-dom.test-util.ts';

const ids = createIdGenerator({ now: () => 1_700_000_000_000, random: seededRandom(11) });
const make = (type: ElementType, changes: Partial<BuilderElement> = {}, children: BuilderElement[] = []): BuilderElement => ({
  ...createElement(type, ids),
  ...changes,
  children,
});

let dom: ReturnType<typeof installMinimalDom>;
beforeEach(() => {
  dom = installMinimalDom();
});
afterEach(() => dom.uninstall());

describe('BuilderElementView memoisation', () => {
  it('re-renders only the path to a changed element when a new tree shares the unchanged subtrees', async () => {
    const title = make('heading', { content: 'Old title' });
    const body = make('text', { content: 'Unchanged text' });
    const untouchedColumn = make('column', {}, [body]);
    const titleColumn = make('column', {}, [title]);
    const row = make('row', {}, [titleColumn, untouchedColumn]);
    const section = make('section', {}, [row]);

    const renders: string[] = [];
    const onRender = (element: BuilderElement) => renders.push(element.id);
    const root = createRoot(dom.container as unknown as Element);
    await act(async () => root.render(<BuilderElementView element={section} onRender={onRender} />));
    expect(renders).toHaveLength(6);
    expect(dom.container.textContent).toBe('Old titleUnchanged text');

    // The engine's update copies only the path to the title and shares the other column's subtree.
    const page = { ...createPage({ id: 'p', name: 'P', slug: 'p' }), elements: [section] };
    const updated = applyCommand(page, updateCommand(title.id, { content: 'New title' }));
    if (!updated.ok) throw new Error(updated.error.message);
    const newSection = updated.page.elements[0] as BuilderElement;
    renders.length = 0;
    await act(async () => root.render(<BuilderElementView element={newSection} onRender={onRender} />));

    expect(renders).toEqual([section.id, row.id, titleColumn.id, title.id]);
    expect(renders).not.toContain(untouchedColumn.id);
    expect(renders).not.toContain(body.id);
    expect(dom.container.textContent).toBe('New titleUnchanged text');
    await act(async () => root.unmount());
  });

  it('re-renders nothing when the same tree is drawn again', async () => {
    const section = make('section', {}, [make('heading')]);
    const renders: string[] = [];
    const onRender = (element: BuilderElement) => renders.push(element.id);
    const root = createRoot(dom.container as unknown as Element);
    await act(async () => root.render(<BuilderElementView element={section} onRender={onRender} />));
    renders.length = 0;
    await act(async () => root.render(<BuilderElementView element={section} onRender={onRender} />));
    expect(renders).toEqual([]);
    expect((dom.container.firstChild as MinimalElement).nodeName).toBe('SECTION');
    await act(async () => root.unmount());
  });
});
