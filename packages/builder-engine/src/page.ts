import type { BuilderElement } from './element.ts';

/** The SEO fields of a builder page. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/**
 * A builder page: identity, SEO meta and its element tree (`elements` are the root's children).
 * Pages are immutable values; the engine never mutates one, it returns a new page sharing untouched subtrees.
 */
export interface BuilderPage {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly meta: PageMeta;
  readonly elements: readonly BuilderElement[];
}

/** Makes a page value; meta fields and elements default to empty. */
export function createPage(input: {
  id: string;
  name: string;
  slug: string;
  meta?: Partial<PageMeta>;
  elements?: readonly BuilderElement[];
}): BuilderPage {
  return {
    id: input.id,
    name: input.name,
    slug: input.slug,
    meta: { title: input.meta?.title ?? '', description: input.meta?.description ?? '' },
    elements: input.elements ?? [],
  };
}
