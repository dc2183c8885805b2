// Small hand-made pages for unit tests. Not part of the public API.
import { elementDefaults } from '../defaults.ts';
import type { BuilderElement, ElementType } from '../element.ts';
import { createIdGenerator, seededRandom, type IdGenerator } from '../ids.ts';
import type { BuilderPage } from '../page.ts';

/** An element of `type` with the type's defaults, a fixed id, children and any overrides. */
export function el(
  type: ElementType,
  id: string,
  children: BuilderElement[] = [],
  overrides: Partial<BuilderElement> = {},
): BuilderElement {
  return { id, type, ...elementDefaults(type), children, ...overrides };
}

/**
 * hero (section) > hero-container > hero-row > col-a [title (heading), intro (text)], col-b [cta (button), photo (image)];
 * features (section, empty).
 */
export function samplePage(): BuilderPage {
  return {
    id: 'home',
    name: 'Home',
    slug: 'home',
    meta: { title: 'Home', description: 'The home page' },
    elements: [
      el('section', 'hero', [
        el('container', 'hero-container', [
          el('row', 'hero-row', [
            el('column', 'col-a', [el('heading', 'title'), el('text', 'intro')]),
            el('column', 'col-b', [el('button', 'cta'), el('image', 'photo')]),
          ]),
        ]),
      ]),
      el('section', 'features'),
    ],
  };
}

/** A deterministic id generator: a fixed clock that advances 1 ms per call, and a seeded random source. */
export function testIds(seed = 1): IdGenerator {
  let clock = 1_700_000_000_000;
  return createIdGenerator({ now: () => clock++, random: seededRandom(seed) });
}

/** Returns a success result, or throws with the failure so a test shows why (tests only). */
export function ok<T extends { readonly ok: boolean }>(result: T): Extract<T, { readonly ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result as Extract<T, { readonly ok: true }>;
}

/** Returns the error of a failure result, or throws (tests only). */
export function errorOf<T extends { readonly ok: boolean }>(
  result: T,
): { code: string; message: string; elementId?: string; version?: number } {
  if (result.ok) throw new Error('expected a failure, got a success');
  return (result as unknown as { error: { code: string; message: string; elementId?: string } }).error;
}

/** A deep copy through JSON: pages and commands are plain JSON, so this is exact for them (tests only). */
export function snapshot<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
