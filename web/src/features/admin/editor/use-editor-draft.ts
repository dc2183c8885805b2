import type { PageContent } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { draftFromContent, isDirty, rebaseDraft, type EditorDraft } from './editor-draft.ts';

const storageKey = (slug: string) => `localrank:page-draft:${slug}`;

/** The unsaved draft kept in this browser for a page, if any (a reload of the editor restores it). */
function readStoredDraft(slug: string): EditorDraft | null {
  try {
    const text = localStorage.getItem(storageKey(slug));
    if (!text) return null;
    const draft = JSON.parse(text) as EditorDraft;
    return draft && draft.slug === slug && typeof draft.baseVersion === 'number' && draft.changes ? draft : null;
  } catch {
    return null;
  }
}

/**
 * The editor's draft of one page, started from the server's copy and kept in localStorage while it
 * holds unsaved changes, so a reload of the editor restores them. A stored draft made on an older
 * version is moved onto the current copy (its changes kept; a later save names any overlap).
 */
export function useEditorDraft(content: PageContent) {
  const [draft, setDraftState] = useState<EditorDraft>(() => {
    const stored = readStoredDraft(content.slug);
    if (!stored) return draftFromContent(content);
    // Keep the stored base version: a save then finds out whether another admin changed the same elements.
    return stored.baseVersion === content.version ? stored : { ...rebaseDraft(stored, content), baseVersion: stored.baseVersion };
  });

  useEffect(() => {
    try {
      if (isDirty(draft)) localStorage.setItem(storageKey(draft.slug), JSON.stringify(draft));
      else localStorage.removeItem(storageKey(draft.slug));
    } catch {
      // Storage full or blocked: the draft still lives in memory until saved.
    }
  }, [draft]);

  const setDraft = useCallback((update: (current: EditorDraft) => EditorDraft) => setDraftState(update), []);
  return { draft, setDraft };
}
