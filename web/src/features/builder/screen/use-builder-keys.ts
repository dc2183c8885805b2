import { useEffect } from 'react';
import type { BuilderSession } from './builder-session.ts';
import { redoWithNotice, undoWithNotice } from './edit-actions.ts';
import { moveByKeyboard, type MoveDirection } from './move-settings.tsx';

const ALT_MOVES: Readonly<Record<string, MoveDirection>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'into', ArrowLeft: 'out' };

// Inputs whose keys are not text: the builder's shortcuts still apply while a slider or colour picker has focus.
const NON_TEXT_INPUTS: ReadonlySet<string> = new Set(['range', 'color', 'checkbox', 'radio', 'button']);

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/**
 * The builder's keyboard: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Delete (asks first), Escape
 * deselects, Alt+Arrow keys move the selected element. Keys typed into a field stay the field's own.
 */
export function useBuilderKeys(session: BuilderSession | undefined, requestDelete: () => void): void {
  useEffect(() => {
    if (session === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typingIn(event.target) || document.querySelector('dialog[open]') !== null) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const selectedId = session.getSnapshot().editor.selectedId;
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) redoWithNotice(session);
        else undoWithNotice(session);
      } else if (event.ctrlKey && key === 'y') {
        event.preventDefault();
        redoWithNotice(session);
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && selectedId !== null) {
        event.preventDefault();
        requestDelete();
      } else if (event.key === 'Escape' && selectedId !== null) {
        session.focus(null);
      } else if (event.altKey && selectedId !== null && ALT_MOVES[event.key] !== undefined) {
        event.preventDefault();
        moveByKeyboard(session, selectedId, ALT_MOVES[event.key] as MoveDirection);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session, requestDelete]);
}
