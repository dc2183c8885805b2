import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EDITOR_TIMING } from './edit-mode-timing.ts';

/**
 * The bar under the editor's header, saying what a click on the page does now: in edit mode it opens the clicked
 * outlined element's panel; during Preview (2 s) and with edit mode off it does nothing (links are not followed).
 * While `hint` holds it adds where edits go: into this page's draft, kept in this browser, live only after Save Changes.
 */
export function EditModeBar({
  active,
  previewing,
  hint,
  onStart,
  children,
}: {
  active: boolean;
  previewing: boolean;
  hint: boolean;
  onStart: () => void;
  /** Drawn at the bar's end (who else is editing the page). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-white/10 px-6 py-2 text-sm">
      {previewing ? (
        <span role="status" className="text-slate-300">
          Preview: the page with your unsaved changes, without outlines, for {EDITOR_TIMING.previewMs / 1000} seconds. Clicks do nothing
          until the outlines return.
        </span>
      ) : active ? (
        <span className="text-slate-300">Edit mode is on: click an outlined element to open its settings in the side panel.</span>
      ) : (
        <>
          <span className="text-slate-400">Edit mode is off: clicks on the page do nothing.</span>
          <Button size="sm" variant="outline" onClick={onStart}>
            Start editing
          </Button>
        </>
      )}
      {hint && active && !previewing ? (
        <p role="status" className="rounded-lg bg-primary/15 px-3 py-1 text-primary-soft">
          Tip: what you apply there changes this page&apos;s draft, kept in this browser; visitors see it only after Save Changes. Escape
          cancels the selection, or leaves edit mode when nothing is selected.
        </p>
      ) : null}
      {children ? <div className="ml-auto">{children}</div> : null}
    </div>
  );
}
