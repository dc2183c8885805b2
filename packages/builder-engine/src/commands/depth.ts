import type { BuilderElement } from '../element.ts';
import { fail, type Failure } from '../result.ts';
import { subtreeHeight } from '../tree.ts';
import { MAX_NESTING_DEPTH, NESTING_DEPTH_MESSAGE } from '../nesting.ts';

/**
 * Refuses to place `element` under a parent at `parentDepth` (0: the page root, 1: a root element...) when its
 * subtree would end deeper than parsePage accepts, so every page the engine makes can be read back.
 */
export function checkDepth(parentDepth: number, element: BuilderElement): Failure | null {
  if (parentDepth + subtreeHeight(element) <= MAX_NESTING_DEPTH) return null;
  return fail('invalid-value', NESTING_DEPTH_MESSAGE, element.id);
}
