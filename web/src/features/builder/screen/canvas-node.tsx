import type { BuilderElement } from '@app/builder-engine';
import { useDraggable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { DragSubject } from './builder-dnd.tsx';
import { useScreenUi } from './screen-ui-context.ts';
import { useBuilderSession } from './session-context.ts';

/**
 * The canvas's wrapper around one drawn element: a click selects it (and shows Settings), a drag moves it. It is
 * `display: contents`, so the element's own box stays the layout box (columns keep their widths in rows).
 */
function CanvasNode({ element, children }: { element: BuilderElement; children: ReactNode }) {
  const session = useBuilderSession();
  const ui = useScreenUi();
  const subject: DragSubject = { kind: 'move', id: element.id, name: element.name };
  const { listeners } = useDraggable({ id: `move:${element.id}`, data: subject });
  return (
    <div
      className="contents"
      {...listeners}
      onClick={(event) => {
        // The innermost element takes the click; links and forms on the canvas never navigate or send.
        event.stopPropagation();
        event.preventDefault();
        const wasSelected = session.getSnapshot().editor.selectedId === element.id;
        session.select(element.id);
        if (!wasSelected) ui.showTab('settings');
      }}
    >
      {children}
    </div>
  );
}

/** The canvas's `decorate` for BuilderElementView (a module function, so element memoisation holds). */
export function decorateCanvasNode(element: BuilderElement, node: ReactNode): ReactNode {
  return <CanvasNode element={element}>{node}</CanvasNode>;
}
