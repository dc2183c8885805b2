import { useEffect, useMemo, type RefObject } from 'react';
import { RemoteOutlines } from '../../admin/shared/presence/remote-outlines.tsx';
import { useOthersHere, usePresenceTracker } from '../../admin/shared/presence/use-presence.ts';
import { builderElementSelector } from './element-box.ts';
import { useSessionValue } from './session-context.ts';

/**
 * The other people's selections on the builder canvas (below this admin's own selection overlay), and this admin's
 * selection reported to the others as it changes.
 */
export function RemoteSelections({ contentRef }: { contentRef: RefObject<HTMLDivElement | null> }) {
  const tracker = usePresenceTracker();
  const others = useOthersHere(tracker);
  const selectedId = useSessionValue((snapshot) => snapshot.editor.selectedId);
  const page = useSessionValue((snapshot) => snapshot.editor.page);
  useEffect(() => {
    tracker?.select(selectedId);
  }, [tracker, selectedId]);
  const target = useMemo(() => ({ containerRef: contentRef, selectorOf: builderElementSelector, redrawKey: page }), [contentRef, page]);
  return <RemoteOutlines others={others} target={target} />;
}
