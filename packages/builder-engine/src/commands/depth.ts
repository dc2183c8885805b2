import type { BuilderElement } from '../element.ts';
import { fail, type Failure } from '../result.ts';
import { subtreeHeight } from '../tree.ts';
import { LIMITS } from '../validate.ts';

/**
 * Refuses to place `element` under a parent at `parentDepth` (0: the page root, 1: a root element...) when its
 * subtree would end deeper than parsePage accepts, so every page the engine makes can be read back.
 */
export function checkDepth(parentDepth: number, element: BuilderElement): Failure | null {
  if (parentDepth + subtreeHeight(element) <= LIMITS.depth) return null;
  return fail('invalid-value', `Elements may be nested at most ${LIMITS.depth} deep.`, element.id);
}
