import { ELEMENT_TYPE_LABELS, type ElementType } from '@app/builder-engine';
import {
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useRef, useState, type ReactNode } from 'react';
import { addElement, moveElement } from './edit-actions.ts';
import { findDropTarget, type DropTarget } from './drop-target.ts';
import { useBuilderSession } from './session-context.ts';

/** What is being dragged: a palette item (a new element of a type) or an element of the canvas. */
export type DragSubject = { kind: 'new'; type: ElementType } | { kind: 'move'; id: string; name: string };

/** The id of the canvas's page area (the drop zone for the page root). */
export const CANVAS_ROOT_ID = 'builder-canvas-root';

function pointerOf(event: DragMoveEvent | DragEndEvent): { x: number; y: number } | null {
  const start = event.activatorEvent as PointerEvent | MouseEvent;
  if (typeof start.clientX !== 'number') return null;
  return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
}

/**
 * Drag and drop for the builder (dnd-kit's pointer sensor): palette items drop into any container at a position,
 * canvas elements move within the canvas. The drop position is found from the DOM under the pointer and drawn as
 * an indicator line; a drop is one engine command (add or move).
 */
export function BuilderDnd({ children }: { children: ReactNode }) {
  const session = useBuilderSession();
  // A small move before a drag starts, so a click still selects.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [subject, setSubject] = useState<DragSubject | null>(null);
  const [pointer, setPointer] = useState<{ x: number; y: number } | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);
  const targetRef = useRef<DropTarget | null>(null);

  const locate = (event: DragMoveEvent | DragEndEvent, dragged: DragSubject | null): DropTarget | null => {
    const point = pointerOf(event);
    const root = document.getElementById(CANVAS_ROOT_ID);
    if (point === null || root === null || dragged === null) return null;
    setPointer(point);
    return findDropTarget(root, session.getSnapshot().editor.page, point.x, point.y, dragged.kind === 'move' ? dragged.id : null);
  };

  const reset = () => {
    setSubject(null);
    setTarget(null);
    setPointer(null);
    targetRef.current = null;
  };

  return (
    <DndContext
      sensors={sensors}
      autoScroll={false}
      onDragStart={(event: DragStartEvent) => setSubject((event.active.data.current as DragSubject | undefined) ?? null)}
      onDragMove={(event) => {
        const next = locate(event, (event.active.data.current as DragSubject | undefined) ?? null);
        targetRef.current = next;
        setTarget(next);
      }}
      onDragEnd={(event) => {
        const dragged = (event.active.data.current as DragSubject | undefined) ?? null;
        const drop = locate(event, dragged) ?? targetRef.current;
        reset();
        if (dragged === null || drop === null) return;
        if (dragged.kind === 'new') addElement(session, dragged.type, drop.parentId, drop.index);
        else moveElement(session, dragged.id, drop.parentId, drop.index);
      }}
      onDragCancel={reset}
    >
      {children}
      {target !== null ? (
        <div
          aria-hidden="true"
          data-testid="drop-indicator"
          className="pointer-events-none fixed z-50 rounded-full bg-sky-400 shadow-[0_0_0_2px_rgba(56,189,248,0.35)]"
          style={{ top: target.line.top, left: target.line.left, width: target.line.width, height: target.line.height }}
        />
      ) : null}
      {subject !== null && pointer !== null ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed z-50 rounded-md bg-indigo-600 px-2 py-1 text-xs font-medium text-white shadow-lg"
          style={{ top: pointer.y + 12, left: pointer.x + 12 }}
        >
          {subject.kind === 'new' ? ELEMENT_TYPE_LABELS[subject.type] : subject.name}
        </div>
      ) : null}
    </DndContext>
  );
}
