import type { EDITABLE_PAGES } from '@app/contracts/editable-pages';
import type { ElementEdit, PageContent, PageSaveConflict, PageSeo } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { trpcErrorDetails } from '../../../lib/trpc-error.ts';
import { seedPageContent } from '../../page-content/page-content-query.ts';
import { PageEditsProvider } from '../../page-content/page-edits-context.tsx';
import { BlogManager, ManageBlogPostsButton } from '../blog-manager/blog-manager.tsx';
import { AdminPageHeader } from '../shell/admin-page-header.tsx';
import { EditorConflictBanner } from './editor-conflict-banner.tsx';
import {
  draftFromContent,
  effectiveEdits,
  effectiveSeo,
  isDirty,
  patchElement,
  patchSeo,
  rebaseDraft,
  resetElement,
  resetSeo,
} from './editor-draft.ts';
import { EDITABLE_PAGE_COMPONENTS } from './editable-page-components.ts';
import { EDITOR_TIMING } from './edit-mode-timing.ts';
import { ElementPanel } from './element-panel.tsx';
import { OffPageEdits } from './off-page-edits.tsx';
import { SeoDialog } from './seo-dialog.tsx';
import { useCanvasKeys, type CanvasSelection } from './use-canvas-keys.ts';
import { useEditorDraft } from './use-editor-draft.ts';

type EditablePage = (typeof EDITABLE_PAGES)[number];

/**
 * The in-page visual editor of one page (sections 2, 4, 8): the real public page under an overlay,
 * the element panel, the SEO dialog, Save Changes with the version it started from, Preview, and a
 * draft that survives a reload until saved or discarded.
 */
export function PageEditor({ page, content, onReload }: { page: EditablePage; content: PageContent; onReload: () => Promise<PageContent | undefined> }) {
  const PageComponent = EDITABLE_PAGE_COMPONENTS[page.slug];
  const queryClient = useQueryClient();
  const { draft, setDraft } = useEditorDraft(content);
  const dirty = isDirty(draft);
  const edits = useMemo(() => effectiveEdits(draft), [draft]);

  const [active, setActive] = useState(true);
  const [armed, setArmed] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [hint, setHint] = useState(false);
  const [selection, setSelection] = useState<CanvasSelection | null>(null);
  const [seoOpen, setSeoOpen] = useState(false);
  const [conflict, setConflict] = useState<PageSaveConflict | null>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const { info, renderedKeys } = useCanvasKeys(canvasRef, selection, edits);

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

  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm('You have unsaved changes on this page. Leave without saving them?'),
    enableBeforeUnload: () => dirty,
  });

  const save = trpc.page.save.useMutation();
  const saveChanges = (overwrite = false) => {
    save.mutate(
      { slug: page.slug, baseVersion: draft.baseVersion, edits: draft.changes.edits, seo: draft.changes.seo, overwrite },
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

  const preview = () => {
    setSelection(null);
    setPreviewing(true);
    toast({ title: 'Preview mode', description: "You're now viewing the page as visitors will see it" });
    setTimeout(() => setPreviewing(false), EDITOR_TIMING.previewMs);
  };

  const apply = useCallback(
    (patch: Partial<ElementEdit>, notice: string) => {
      if (!selection) return;
      setDraft((current) => patchElement(current, selection.key, patch));
      if (patch.removed) setSelection(null);
      toast({ title: notice });
    },
    [selection, setDraft],
  );

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
    const cell = target.getAttribute('data-edit-kind') === 'table' ? ((event.target as Element).closest('[data-edit-cell]')?.getAttribute('data-edit-cell') ?? null) : null;
    setSelection({ key: target.getAttribute('data-edit-key') ?? '', cell });
  };

  const offPage = renderedKeys ? Object.keys(edits).filter((key) => !renderedKeys.has(key)) : [];

  return (
    <div className="flex min-h-dvh flex-col">
      <AdminPageHeader
        title={`Editing ${page.name}`}
        description={
          <span>
            <span className="font-mono">{page.path}</span> · {dirty ? 'Unsaved changes' : `All changes saved (version ${draft.baseVersion})`}
          </span>
        }
        actions={
          <>
            {page.slug === 'blog' ? <ManageBlogPostsButton /> : null}
            <Button size="sm" variant="outline" onClick={() => setSeoOpen(true)}>
              SEO Settings
            </Button>
            {dirty ? (
              <Button size="sm" variant="ghost" onClick={() => setDraft(() => draftFromContent(content))}>
                Discard changes
              </Button>
            ) : null}
            <Button size="sm" onClick={() => saveChanges(false)} disabled={!dirty || save.isPending} aria-busy={save.isPending || undefined}>
              Save Changes
            </Button>
            <Button size="sm" variant="outline" onClick={preview}>
              Preview
            </Button>
            <Link to="/admin/dashboard" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              Back to Dashboard
            </Link>
          </>
        }
      />
      {conflict ? <EditorConflictBanner conflict={conflict} onReload={reloadTheirs} onOverwrite={() => saveChanges(true)} /> : null}
      <div className="flex flex-wrap items-center gap-3 border-b border-white/10 px-6 py-2 text-sm">
        {active ? (
          <span className="text-slate-300">Edit mode is on: click an outlined element to edit it.</span>
        ) : (
          <>
            <span className="text-slate-400">Edit mode is off.</span>
            <Button size="sm" variant="outline" onClick={() => setActive(true)}>
              Start editing
            </Button>
          </>
        )}
        {hint && active ? (
          <p role="status" className="rounded-lg bg-primary/15 px-3 py-1 text-primary-soft">
            Tip: click any element to edit it. Escape cancels the selection, or leaves edit mode when nothing is selected.
          </p>
        ) : null}
      </div>
      <OffPageEdits keys={offPage} edits={edits} onDiscard={(key) => setDraft((current) => resetElement(current, key))} />
      <div className="flex min-h-0 flex-1">
        <div
          ref={canvasRef}
          role="region"
          aria-label={`${page.name} (editable preview)`}
          className="edit-canvas relative min-w-0 flex-1 overflow-x-hidden"
          data-edit-active={active && !previewing ? '' : undefined}
          onClickCapture={onCanvasClick}
          onSubmitCapture={(event) => event.preventDefault()}
        >
          <PageEditsProvider edits={edits} editing={!previewing}>
            <PageComponent />
          </PageEditsProvider>
        </div>
        {info && selection ? (
          <div className="w-80 shrink-0 xl:w-96">
            <div className="sticky top-0 max-h-dvh">
              <ElementPanel
                info={info}
                edit={edits[info.key]}
                cell={selection.cell}
                onApply={apply}
                onRestore={() => {
                  setDraft((current) => resetElement(current, info.key));
                  toast({ title: 'Content updated' });
                }}
                onSelect={(key) => setSelection({ key, cell: null })}
                onClose={() => setSelection(null)}
                onOpenSeo={() => setSeoOpen(true)}
              />
            </div>
          </div>
        ) : null}
      </div>
      {seoOpen ? (
        <SeoDialog
          path={page.path}
          seo={effectiveSeo(draft)}
          onClose={() => setSeoOpen(false)}
          onSave={(seo: PageSeo) => {
            setDraft((current) => patchSeo(current, seo));
            setSeoOpen(false);
            toast({ title: 'SEO settings updated' });
          }}
          onReset={() => {
            setDraft((current) => resetSeo(current));
            setSeoOpen(false);
            toast({ title: 'SEO settings reset' });
          }}
        />
      ) : null}
      {page.slug === 'blog' ? <BlogManager /> : null}
    </div>
  );
}
