import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { toast } from '../../../lib/toast-store.ts';
import { EDITOR_TIMING } from './edit-mode-timing.ts';
import type { CanvasSelection } from './use-canvas-keys.ts';

/**
 * The in-page editor's mode over its canvas (docs/product.md §9): edit mode on or off, the overlay armed 100 ms
 * after it opens, the hint shown for 5 s, Preview for 2 s, the selected element (chosen by a click on
 * the canvas, cancelled by Escape, which leaves edit mode when nothing is selected) and the SEO dialog.
 * Outside edit mode a click on the canvas never follows a link away from the editor.
 */
export function useEditMode() {
  const [active, setActive] = useState(true);
  const [armed, setArmed] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [hint, setHint] = useState(false);
  const [selection, setSelection] = useState<CanvasSelection | null>(null);
  const [seoOpen, setSeoOpen] = useState(false);
  const canvasRef = useRef<HTMLDivElement>(null);

  // The overlay arms 100 ms after edit mode opens; the hint banner shows for 5 s.
  useEffect(() => {
    if (!active) return;
    setHint(true);
    const arm = setTimeout(() => setArmed(true), EDITOR_TIMING.overlayDelayMs);
    const hide = setTimeout(() => setHint(false), EDITOR_TIMING.hintMs);
    return () => {
      clearTimeout(arm);
      clearTimeout(hide);
      setArmed(false);
    };
  }, [active]);

  // Escape cancels the selected element, or leaves edit mode when none is selected.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || seoOpen) return;
      if (selection) setSelection(null);
      else if (active) setActive(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selection, active, seoOpen]);

  const preview = () => {
    setSelection(null);
    setPreviewing(true);
    toast({ title: 'Preview mode', description: "You're now viewing the page as visitors will see it" });
    setTimeout(() => setPreviewing(false), EDITOR_TIMING.previewMs);
  };

  const onCanvasClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!active) {
      // Outside edit mode the page still never navigates away from the editor.
      if ((event.target as Element).closest('a')) event.preventDefault();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (!armed || previewing) return;
    const target = (event.target as Element).closest('[data-edit-key]');
    if (!target || !canvasRef.current?.contains(target)) {
      setSelection(null);
      return;
    }
    const cell =
      target.getAttribute('data-edit-kind') === 'table'
        ? ((event.target as Element).closest('[data-edit-cell]')?.getAttribute('data-edit-cell') ?? null)
        : null;
    setSelection({ key: target.getAttribute('data-edit-key') ?? '', cell });
  };

  return {
    /** Edit mode is on (the page's elements are outlined and selectable). */
    active,
    startEditing: () => setActive(true),
    /** The hint banner is showing. */
    hint,
    /** Preview is showing the page as visitors see it. */
    previewing,
    preview,
    selection,
    setSelection,
    seoOpen,
    setSeoOpen,
    /** The canvas the page is drawn in, and its click handler (capture phase). */
    canvasRef,
    onCanvasClick,
  };
}
