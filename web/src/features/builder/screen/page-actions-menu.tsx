import type { BuilderPageSummary } from '@app/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { DropdownMenu, MENU_ITEM_CLASS, type MenuItemProps } from '../../../components/ui/dropdown-menu.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { MENU_BUTTON_ATTRIBUTE } from '../../../components/ui/menu-button-behaviour.ts';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import type { BuilderSession } from './builder-session.ts';
import { SharePreviewDialog } from '../../admin/shared/share-preview-dialog.tsx';
import { DeletePageDialog } from './delete-page-dialog.tsx';
import { PageSeoDialog } from './page-seo-dialog.tsx';
import { PageSettingsDialog } from './page-settings-dialog.tsx';

/**
 * The open page's actions, a menu beside the page selector: 'Page settings' (name and slug), 'SEO settings' (the
 * built-in pages' SEO Settings dialog: title, description, social cards, robots, focus keyphrase), 'Duplicate page' (the
 * copy opens), 'Share preview' (links that show the page's current tree to anyone holding one) and 'Delete page' (after a
 * question; then the page list shows). `onOpen` opens a page by slug, or null for the page list. `more` renders the
 * top bar's items that did not fit the bar, before the page's own (each a menu item: it spreads the props it gets).
 */
export function PageActionsMenu({
  session,
  current,
  onOpen,
  more,
}: {
  session: BuilderSession;
  current: BuilderPageSummary;
  onOpen: (slug: string | null) => void;
  more?: (item: MenuItemProps & { role: 'menuitem'; tabIndex: -1 }) => ReactNode;
}) {
  const utils = trpc.useUtils();
  const wrapper = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<'settings' | 'seo' | 'preview' | 'delete' | null>(null);
  const duplicate = trpc.builderPage.duplicate.useMutation();

  // The menu has closed (its items are hidden): focus goes back to its button before the dialog opens, so the
  // dialog gives it back there when it closes.
  const show = (which: 'settings' | 'seo' | 'preview' | 'delete') => {
    wrapper.current?.querySelector<HTMLElement>(`[${MENU_BUTTON_ATTRIBUTE}]`)?.focus();
    setDialog(which);
  };

  const onDuplicate = async () => {
    if (duplicate.isPending) return;
    try {
      // The copy is made from the server's tree, so every queued step goes first.
      await session.whenSent();
      const copy = await duplicate.mutateAsync({ pageId: current.id });
      // The copy opens at once: the screen asks for the page at its slug, answered here already.
      utils.builderPage.bySlug.setData({ slug: copy.slug }, copy);
      void utils.builderPage.list.invalidate();
      onOpen(copy.slug);
      toast({ title: 'Page duplicated', description: `"${copy.name}" is open. It is not published.` });
    } catch (error) {
      toast({
        title: 'Duplicate failed',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  const onSaved = (saved: BuilderPageSummary) => {
    setDialog(null);
    // The page at the new slug is known before the address changes, so the screen keeps this page open throughout.
    utils.builderPage.bySlug.setData({ slug: saved.slug }, saved);
    if (saved.slug !== current.slug) utils.builderPage.bySlug.setData({ slug: current.slug }, null);
    void utils.builderPage.list.invalidate();
    const moved = saved.slug !== current.slug;
    if (moved) onOpen(saved.slug);
    toast({
      title: 'Page settings saved',
      description: moved ? `The page is now at ${saved.path}; its old address leads there.` : `The page is now called "${saved.name}".`,
    });
  };

  const onDeleted = async () => {
    utils.builderPage.bySlug.setData({ slug: current.slug }, null);
    await utils.builderPage.list.invalidate();
    setDialog(null);
    toast({ title: 'Page deleted', description: `"${current.name}" was deleted.` });
    // The page list shows, to choose the next page (never one opened by itself).
    onOpen(null);
  };

  return (
    <div ref={wrapper}>
      <DropdownMenu
        heading="Page actions"
        triggerClassName={buttonClass({ variant: 'ghost', size: 'sm' })}
        trigger={
          <>
            {/* Below 1280 px the bar is narrow: the words stay the button's name, the icon shows. */}
            <Icon name="menu" className="size-4 xl:hidden" />
            <span className="max-xl:sr-only">Page actions</span>
            <Icon name="chevron-down" className="size-4 text-slate-400" />
          </>
        }
      >
        {(item) => (
          <>
            {/* The bar's items that did not fit come first, so Delete page stays the last item (ArrowUp on the button
                reaches it). Added after the menu was set up, so they carry their menu item role themselves. */}
            {more?.({ ...item, role: 'menuitem', tabIndex: -1 })}
            <button type="button" {...item} className={MENU_ITEM_CLASS} onClick={() => show('settings')}>
              Page settings
            </button>
            <button type="button" {...item} className={MENU_ITEM_CLASS} onClick={() => show('seo')}>
              SEO settings
            </button>
            <button type="button" {...item} className={MENU_ITEM_CLASS} onClick={() => show('preview')}>
              Share preview
            </button>
            <button type="button" {...item} className={MENU_ITEM_CLASS} onClick={() => void onDuplicate()}>
              Duplicate page
            </button>
            <button type="button" {...item} className={MENU_ITEM_CLASS} onClick={() => show('delete')}>
              Delete page
            </button>
          </>
        )}
      </DropdownMenu>
      <PageSettingsDialog open={dialog === 'settings'} page={current} onClose={() => setDialog(null)} onSaved={onSaved} />
      {dialog === 'seo' ? (
        <PageSeoDialog
          page={current}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            utils.builderPage.bySlug.setData({ slug: saved.slug }, saved);
            void utils.builderPage.list.invalidate();
          }}
        />
      ) : null}
      <SharePreviewDialog
        open={dialog === 'preview'}
        target={{ kind: 'builder-page', targetId: current.id }}
        name={`the page "${current.name}"`}
        onClose={() => setDialog(null)}
      />
      <DeletePageDialog open={dialog === 'delete'} page={current} onClose={() => setDialog(null)} onDeleted={() => void onDeleted()} />
    </div>
  );
}
