import { PREVIEW_WIDTHS, type PreviewWidth } from './send-dialog-state.ts';

/**
 * The e-mail drawn as a mail client would, in a frame that runs nothing and reaches nothing of the admin (`sandbox=""`:
 * no script, no same origin, no forms, no navigation), at the chosen width; wider than the dialog, it scrolls sideways.
 */
export function EmailPreviewFrame({ html, width, busy }: { html: string; width: PreviewWidth; busy: boolean }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-white/10 bg-night-700 p-3" aria-busy={busy}>
      <iframe
        title="E-mail preview"
        sandbox=""
        srcDoc={html}
        referrerPolicy="no-referrer"
        className="mx-auto block h-[22rem] max-w-none rounded-lg bg-white"
        style={{ width: PREVIEW_WIDTHS[width] }}
      />
    </div>
  );
}
