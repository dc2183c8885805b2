// Saved sections ("templates") enter a page as copies: the same subtree with ids of its own, so one template can be
// inserted on any page, as often as wanted, even on the page it was saved from.
import { composeElement, type BuilderElement } from './element.ts';
import type { IdGenerator } from './ids.ts';

/**
 * A copy of `element` and its whole subtree in which every id is fresh: made by `ids`, never one `isTaken` reports
 * (pass `(id) => hasElement(page, id)` for the page it goes on) and never one used twice in the copy. Everything
 * else (type, name, content, links, sizes, style maps, device overrides, the order of children) is kept. The
 * element is not changed. Put the copy on a page with one add command:
 * `addCommand(null, copyWithNewIds(template, ids, (id) => hasElement(page, id)), index)`.
 */
export function copyWithNewIds(element: BuilderElement, ids: IdGenerator, isTaken: (id: string) => boolean = () => false): BuilderElement {
  const given = new Set<string>();
  const fresh = (): string => {
    const id = ids.next((candidate) => given.has(candidate) || isTaken(candidate));
    given.add(id);
    return id;
  };
  // Trees reach here checked (at most MAX_NESTING_DEPTH levels), so the recursion stays shallow.
  const copy = (source: BuilderElement): BuilderElement => {
    const id = fresh();
    // Parent first, so ids run in document order; the style maps are immutable, so the copy shares them.
    return composeElement({ ...source, id }, source.children.map(copy));
  };
  return copy(element);
}
