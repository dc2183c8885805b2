import { PAGE_META, PAGE_SEO_FIELDS, PRODUCT_NAME, type BuilderPageSummary, type PageSeo, type StaticPageMeta } from '@app/contracts';
import { useState } from 'react';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { SeoDialog } from '../../admin/shared/seo/seo-dialog.tsx';
import { CANVAS_ROOT_ID } from './builder-dnd.tsx';

/** Every SEO field emptied: a reset, as `builderPage.update` merges the fields it is sent over the stored ones. */
const DEFAULT_META = Object.fromEntries(PAGE_SEO_FIELDS.map((field) => [field, ''])) as PageSeo;

/**
 * 'SEO settings' of a builder page: the built-in pages' SEO Settings dialog (title, description, social cards, robots,
 * focus keyphrase and the analysis of the canvas as drawn), saved with `builderPage.update({ pageId, meta })`. The
 * defaults shown are those of the head: the built-in page's at its path, else the page's name.
 */
export function PageSeoDialog({
  page,
  onClose,
  onSaved,
}: {
  page: BuilderPageSummary;
  onClose: () => void;
  onSaved: (page: BuilderPageSummary) => void;
}) {
  const update = trpc.builderPage.update.useMutation();
  // The page as the canvas draws it when the dialog opens: the analysed body.
  const [html] = useState(() => document.getElementById(CANVAS_ROOT_ID)?.innerHTML ?? '');
  const known: StaticPageMeta | undefined = (PAGE_META as Record<string, StaticPageMeta>)[page.path];
  const defaults = { title: known?.title || `${page.name} · ${PRODUCT_NAME}`, description: known?.description || '' };

  const save = (meta: PageSeo, notice: string) =>
    update.mutate(
      { pageId: page.id, meta },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          toast({ title: notice });
        },
      },
    );

  return (
    <SeoDialog
      path={page.path}
      defaults={defaults}
      seo={page.meta}
      html={html}
      self={{ kind: 'builder', id: String(page.id) }}
      submitLabel="Save SEO settings"
      submitNote={
        page.publishedVersion === null
          ? 'Saved at once; the page shows them in its head once it is published.'
          : 'Saved at once: the published page shows them in its head right away.'
      }
      pending={update.isPending}
      error={update.error?.message ?? null}
      onSave={(meta) => save(meta, 'SEO settings saved')}
      onReset={() => save(DEFAULT_META, 'SEO settings reset')}
      onClose={onClose}
    />
  );
}
