import type { PageContent, PageSaveConflict } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { trpcErrorDetails } from '../../../lib/trpc-error.ts';
import { seedPageContent } from '../../page-content/page-content-query.ts';
import { draftFromContent, rebaseDraft, type EditorDraft } from './editor-draft.ts';

/** What saving a page's draft needs: the page, its draft and a way to read the saved content again. */
export interface PageSaveOptions {
  slug: PageContent['slug'];
  draft: EditorDraft;
  setDraft: (update: (current: EditorDraft) => EditorDraft) => void;
  /** Reads the saved content again; undefined when the read failed. */
  onReload: () => Promise<PageContent | undefined>;
}

/**
 * Saving the in-page editor's draft with the version it started from (docs/product.md §4). A save that another
 * admin's changes to the same elements refused leaves `conflict` set, until the draft is saved over
 * theirs (`saveChanges(true)`) or moved onto their version (`reloadTheirs`, which keeps the other changes).
 */
export function usePageSave({ slug, draft, setDraft, onReload }: PageSaveOptions) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<PageSaveConflict | null>(null);
  const save = trpc.page.save.useMutation();

  const saveChanges = (overwrite = false) => {
    save.mutate(
      { slug, baseVersion: draft.baseVersion, edits: draft.changes.edits, seo: draft.changes.seo, overwrite },
      {
        onSuccess: (saved) => {
          setConflict(null);
          setDraft(() => draftFromContent(saved));
          seedPageContent(queryClient, saved);
          toast({ title: 'Changes saved', description: 'Your content edits have been saved successfully' });
        },
        onError: (error) => {
          const conflicts = trpcErrorDetails(error, 'pageConflict');
          if (conflicts) setConflict(conflicts);
          toast({ title: 'Changes not saved', description: error.message, variant: 'destructive' });
        },
      },
    );
  };

  const reloadTheirs = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    setDraft((current) => rebaseDraft(current, fresh, conflict?.keys ?? []));
    setConflict(null);
    toast({ title: 'Page reloaded', description: 'You now see the latest saved version; your other changes are kept.' });
  };

  return { conflict, saving: save.isPending, saveChanges, reloadTheirs };
}
