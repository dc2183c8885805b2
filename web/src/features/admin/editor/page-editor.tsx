import type { EDITABLE_PAGES } from '@app/contracts/editable-pages';
import { editablePageRoom, PAGE_META, type ElementEdit, type PageContent, type PageSeo, type StaticPageMeta } from '@app/contracts';
import { Link, useBlocker } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { toast } from '../../../lib/toast-store.ts';
import { PageEditsProvider } from '../../page-content/page-edits-context.tsx';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { PresenceAvatars } from '../shared/presence/presence-avatars.tsx';
import { RemoteOutlines } from '../shared/presence/remote-outlines.tsx';
import { useOthersHere, usePresenceRoom } from '../shared/presence/use-presence.ts';
import { SeoDialog } from '../shared/seo/seo-dialog.tsx';
import { EditModeBar } from './edit-mode-bar.tsx';
import { EditorConflictBanner } from './editor-conflict-banner.tsx';
import { draftFromContent, effectiveEdits, effectiveSeo, isDirty, patchElement, patchSeo, resetElement, resetSeo } from './editor-draft.ts';
import { editKeySelector } from './element-info.ts';
import { ElementPanel } from './element-panel.tsx';
import { OffPageEdits } from './off-page-edits.tsx';
import { useCanvasKeys } from './use-canvas-keys.ts';
import { useEditMode } from './use-edit-mode.ts';
import { useEditorDraft } from './use-editor-draft.ts';
import { usePageSave } from './use-page-save.ts';

type EditablePage = (typeof EDITABLE_PAGES)[number];

/** What the editor of one page is given. */
export interface PageEditorProps {
  page: EditablePage;
  /** The page's saved content, which the draft starts from. */
  content: PageContent;
  /** Reads the saved content again (after a conflict); undefined when the read failed. */
  onReload: () => Promise<PageContent | undefined>;
  /** The real public page component, drawn under the overlay. */
  PageComponent: ComponentType;
  /** More buttons for the header, before SEO Settings (the blog page's 'Manage Blog Posts'). */
  actions?: ReactNode;
  /** Drawn after the editor (the blog page's blog manager). */
  children?: ReactNode;
}

/**
 * The in-page visual editor of one page (sections 2, 4, 8): the real public page under an overlay,
 * the element panel, the SEO dialog, Save Changes with the version it started from, Preview, and a
 * draft that survives a reload until saved or discarded. Nothing reaches visitors before Save Changes, and the header
 * says so.
 */
export function PageEditor({ page, content, onReload, PageComponent, actions, children }: PageEditorProps) {
  const { draft, setDraft } = useEditorDraft(content);
  const dirty = isDirty(draft);
  const edits = useMemo(() => effectiveEdits(draft), [draft]);
  const mode = useEditMode();
  const { selection, setSelection, setSeoOpen } = mode;
  const { conflict, saving, saveChanges, reloadTheirs } = usePageSave({ slug: page.slug, draft, setDraft, onReload });
  const { info, renderedKeys } = useCanvasKeys(mode.canvasRef, selection, edits);
  // Who else is editing this page, and the elements they have open, outlined on the canvas.
  const others = useOthersHere(usePresenceRoom(editablePageRoom(page.slug), selection?.key ?? null));
  const outlineTarget = useMemo(
    () => ({ containerRef: mode.canvasRef, selectorOf: editKeySelector, redrawKey: edits }),
    [mode.canvasRef, edits],
  );
  // The body the SEO analysis reads: the page's <main> as drawn with the draft, taken when the dialog opens.
  const [seoHtml, setSeoHtml] = useState('');
  const openSeo = useCallback(() => {
    setSeoHtml(mode.canvasRef.current?.querySelector('main')?.innerHTML ?? '');
    setSeoOpen(true);
  }, [mode.canvasRef, setSeoOpen]);

  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm('You have unsaved changes on this page. Leave without saving them?'),
    enableBeforeUnload: () => dirty,
  });

  const apply = useCallback(
    (patch: Partial<ElementEdit>, notice: string) => {
      if (!selection) return;
      setDraft((current) => patchElement(current, selection.key, patch));
      if (patch.removed) setSelection(null);
      toast({ title: notice });
    },
    [selection, setSelection, setDraft],
  );

  const offPage = renderedKeys ? Object.keys(edits).filter((key) => !renderedKeys.has(key)) : [];

  return (
    <div className="flex min-h-dvh flex-col">
      <AdminPageHeader
        title={`Editing ${page.name}`}
        description={
          <span>
            <span className="font-mono">{page.path}</span> ·{' '}
            {dirty
              ? 'Unsaved changes: visitors see the page as last saved, until you press Save Changes'
              : `All changes saved (version ${draft.baseVersion}): visitors see the page as it is here`}
          </span>
        }
        actions={
          <>
            {actions}
            <Button size="sm" variant="outline" onClick={openSeo}>
              SEO Settings
            </Button>
            {dirty ? (
              <Button size="sm" variant="ghost" onClick={() => setDraft(() => draftFromContent(content))}>
                Discard changes
              </Button>
            ) : null}
            <Button size="sm" onClick={() => saveChanges(false)} disabled={!dirty || saving} aria-busy={saving || undefined}>
              Save Changes
            </Button>
            <Button size="sm" variant="outline" onClick={mode.preview}>
              Preview
            </Button>
            <Link to="/admin/dashboard" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              Back to Dashboard
            </Link>
          </>
        }
      />
      {/* The editor's bars form a landmark of their own, so no text of the screen sits outside a landmark. */}
      <section aria-label="Edit mode">
        {conflict ? (
          <EditorConflictBanner conflict={conflict} onReload={() => void reloadTheirs()} onOverwrite={() => saveChanges(true)} />
        ) : null}
        <EditModeBar active={mode.active} previewing={mode.previewing} hint={mode.hint} onStart={mode.startEditing}>
          <PresenceAvatars others={others} tone="dark" />
        </EditModeBar>
        <OffPageEdits keys={offPage} edits={edits} onDiscard={(key) => setDraft((current) => resetElement(current, key))} />
      </section>
      <div className="flex min-h-0 flex-1">
        {/* Neither a landmark nor named: the page's own <main> inside it is the screen's main landmark, at the top
            level, and holds all of the preview (a named wrapper would count as content outside any landmark). */}
        <div
          ref={mode.canvasRef}
          className="edit-canvas relative min-w-0 flex-1 overflow-x-hidden"
          data-edit-active={mode.active && !mode.previewing ? '' : undefined}
          onClickCapture={mode.onCanvasClick}
          onSubmitCapture={(event) => event.preventDefault()}
        >
          <PageEditsProvider edits={edits} editing={!mode.previewing}>
            <PageComponent />
          </PageEditsProvider>
          {mode.previewing ? null : <RemoteOutlines others={others} target={outlineTarget} />}
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
                onOpenSeo={openSeo}
              />
            </div>
          </div>
        ) : null}
      </div>
      {mode.seoOpen ? (
        <SeoDialog
          path={page.path}
          defaults={(PAGE_META as Record<string, StaticPageMeta>)[page.path] ?? { title: '', description: '' }}
          seo={effectiveSeo(draft)}
          html={seoHtml}
          self={{ kind: 'page', id: page.slug }}
          submitLabel="Apply to draft"
          submitNote="Applies these settings to this page's draft. Visitors see them after you press Save Changes."
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
      {children}
    </div>
  );
}
