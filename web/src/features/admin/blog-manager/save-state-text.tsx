import { Spinner } from '../../../components/ui/spinner.tsx';
import type { SaveState } from './use-post-editor.ts';

/**
 * The editor's save state in words ('Saving…', 'Saved', ...), announced politely as it changes; a live post's
 * (`live`) saves are drafts until Update, and say so.
 */
export function SaveStateText({ state, live = false }: { state: SaveState; live?: boolean }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
      {state.kind === 'saving' ? (
        <>
          <Spinner /> Saving…
        </>
      ) : state.kind === 'saved' ? (
        <span className="text-emerald-400">{live ? 'Saved as a draft (not live until Update)' : 'Saved'}</span>
      ) : state.kind === 'unsaved' ? (
        'Unsaved changes'
      ) : state.kind === 'failed' ? (
        <span className="text-red-300">Not saved: {state.message}</span>
      ) : state.kind === 'deleted' ? (
        <span className="text-red-300">Not saved: this post was deleted</span>
      ) : (
        <span className="text-amber-300">Not saved: this post changed elsewhere</span>
      )}
    </p>
  );
}
