import { Spinner } from '../../../components/ui/spinner.tsx';
import type { SaveState } from './use-post-editor.ts';

/** The editor's save state in words ('Saving…', 'Saved', ...), announced politely as it changes. */
export function SaveStateText({ state }: { state: SaveState }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
      {state.kind === 'saving' ? (
        <>
          <Spinner /> Saving…
        </>
      ) : state.kind === 'saved' ? (
        <span className="text-emerald-400">Saved</span>
      ) : state.kind === 'unsaved' ? (
        'Unsaved changes'
      ) : state.kind === 'failed' ? (
        <span className="text-red-300">Not saved: {state.message}</span>
      ) : (
        <span className="text-amber-300">Not saved: this post changed elsewhere</span>
      )}
    </p>
  );
}
