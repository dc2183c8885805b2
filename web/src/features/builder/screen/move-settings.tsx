import { getElement, getParentId, type BuilderElement, type BuilderPage } from '@app/builder-engine';
import { Button } from '../../../components/ui/button.tsx';
import { CONTAINER_TYPES } from './drop-target.ts';
import { moveElement } from './edit-actions.ts';
import type { BuilderSession } from './builder-session.ts';
import { useBuilderSession, useSessionValue } from './session-context.ts';

/** The four keyboard moves of an element: within its parent, into the container before it, out of its container. */
export type MoveDirection = 'up' | 'down' | 'into' | 'out';

interface Place {
  parentId: string | null;
  index: number;
}

/** Where a keyboard move takes the element, or null when it cannot go that way. */
export function movePlace(page: BuilderPage, id: string, direction: MoveDirection): Place | null {
  const parentId = getParentId(page, id);
  if (parentId === undefined) return null;
  const siblings = parentId === null ? page.elements : (getElement(page, parentId)?.children ?? []);
  const index = siblings.findIndex((child) => child.id === id);
  switch (direction) {
    case 'up':
      return index > 0 ? { parentId, index: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parentId, index: index + 1 } : null;
    case 'into': {
      const previous: BuilderElement | undefined = siblings[index - 1];
      return previous !== undefined && CONTAINER_TYPES.has(previous.type)
        ? { parentId: previous.id, index: previous.children.length }
        : null;
    }
    case 'out': {
      if (parentId === null) return null;
      const grandParent = getParentId(page, parentId);
      if (grandParent === undefined) return null;
      const parentSiblings = grandParent === null ? page.elements : (getElement(page, grandParent)?.children ?? []);
      return { parentId: grandParent, index: parentSiblings.findIndex((child) => child.id === parentId) + 1 };
    }
  }
}

/** Moves the element one step in `direction` (no-op when it cannot). */
export function moveByKeyboard(session: BuilderSession, id: string, direction: MoveDirection): void {
  const place = movePlace(session.getSnapshot().editor.page, id, direction);
  if (place !== null) moveElement(session, id, place.parentId, place.index);
}

const MOVES: ReadonlyArray<{ direction: MoveDirection; label: string; keys: string }> = [
  { direction: 'up', label: 'Move up', keys: 'Alt+ArrowUp' },
  { direction: 'down', label: 'Move down', keys: 'Alt+ArrowDown' },
  { direction: 'into', label: 'Move into container above', keys: 'Alt+ArrowRight' },
  { direction: 'out', label: 'Move out of container', keys: 'Alt+ArrowLeft' },
];

/** The Position part of Settings: the keyboard way to do what dragging does (also Alt+Arrow keys). */
export function MoveSettings({ element }: { element: BuilderElement }) {
  const session = useBuilderSession();
  const page = useSessionValue((snapshot) => snapshot.editor.page);
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-white">Position</h3>
      <div className="grid grid-cols-2 gap-2">
        {MOVES.map((move) => (
          <Button
            key={move.direction}
            variant="outline"
            size="sm"
            aria-keyshortcuts={move.keys}
            disabled={movePlace(page, element.id, move.direction) === null}
            onClick={() => moveByKeyboard(session, element.id, move.direction)}
          >
            {move.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
