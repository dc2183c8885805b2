import {
  addCommand,
  applyCommand,
  createElement,
  createIdGenerator,
  createPage,
  seededRandom,
  type BuilderElement,
  type BuilderPage,
} from '@app/builder-engine';
import { describe, expect, it } from 'vitest';
import { movePlace } from './move-settings.tsx';

const ids = createIdGenerator({ now: () => 1_700_000_000_000, random: seededRandom(3) });
const el = (type: Parameters<typeof createElement>[0], children: BuilderElement[] = []): BuilderElement => ({
  ...createElement(type, ids),
  children,
});

// The page: [section [heading, text], spacer, container []].
function samplePage(): {
  page: BuilderPage;
  section: BuilderElement;
  heading: BuilderElement;
  text: BuilderElement;
  spacer: BuilderElement;
  container: BuilderElement;
} {
  const heading = el('heading');
  const text = el('text');
  const section = el('section', [heading, text]);
  const spacer = el('spacer');
  const container = el('container');
  let page = createPage({ id: 'p', name: 'P', slug: 'p' });
  for (const element of [section, spacer, container]) {
    const result = applyCommand(page, addCommand(null, element));
    if (!result.ok) throw new Error(result.error.message);
    page = result.page;
  }
  return { page, section, heading, text, spacer, container };
}

describe('movePlace (the keyboard moves)', () => {
  it('moves up and down among siblings, and not past either end', () => {
    const { page, heading, text } = samplePage();
    expect(movePlace(page, text.id, 'up')).toEqual({ parentId: expect.any(String), index: 0 });
    expect(movePlace(page, heading.id, 'up')).toBeNull();
    expect(movePlace(page, heading.id, 'down')?.index).toBe(1);
    expect(movePlace(page, text.id, 'down')).toBeNull();
  });

  it('moves into the container just above (last), and out of its container (just after it)', () => {
    const { page, section, spacer, container, text } = samplePage();
    expect(movePlace(page, spacer.id, 'into')).toEqual({ parentId: section.id, index: 2 });
    // A spacer holds no children, so nothing can move into it.
    expect(movePlace(page, container.id, 'into')).toBeNull();
    expect(movePlace(page, text.id, 'out')).toEqual({ parentId: null, index: 1 });
    expect(movePlace(page, section.id, 'out')).toBeNull();
  });

  it('each place is accepted by the engine as a move', () => {
    const { page, spacer, text } = samplePage();
    for (const [id, direction] of [
      [spacer.id, 'into'],
      [text.id, 'out'],
      [text.id, 'up'],
    ] as const) {
      const place = movePlace(page, id, direction);
      if (place === null) throw new Error('no place');
      expect(applyCommand(page, { kind: 'move', id, ...place }).ok).toBe(true);
    }
  });
});
