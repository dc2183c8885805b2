import { canRedo, canUndo, type Device } from '@app/builder-engine';
import type { BuilderPageSummary } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import type { BuilderSession } from './builder-session.ts';
import { redoWithNotice, undoWithNotice } from './edit-actions.ts';
import { NewPageButton } from './new-page-dialog.tsx';
import { PageActionsMenu } from './page-actions-menu.tsx';
import { PublishedVersions } from './published-versions.tsx';
import { SchedulePublish } from './schedule-publish.tsx';
import { SaveStatus } from './save-status.tsx';
import { useSessionValue } from './session-context.ts';
import type { PageBrowse } from './use-builder-pages.ts';

const DEVICES: ReadonlyArray<{ id: Device; label: string }> = [
  { id: 'desktop', label: 'Desktop View' },
  { id: 'tablet', label: 'Tablet View' },
  { id: 'mobile', label: 'Mobile View' },
];

/**
 * The open page among the others: its editing session, the pages of the selector (one list page of them, the open one
 * always included) and how to move through them, the open one, and how to open another.
 */
export interface OpenPage {
  session: BuilderSession;
  pages: readonly BuilderPageSummary[];
  browse: PageBrowse;
  current: BuilderPageSummary;
  /** Opens a page by slug (null: none, the empty state). */
  onOpen: (slug: string | null) => void;
}

/**
 * The page selector (desktop only): builder pages by name (50 at a time), the open page's actions, and 'New page'.
 * Past one list page of pages (or while searching), 'Find a page' searches them by name and the arrows move through them.
 */
function PageSelector({ session, pages, browse, current, onOpen }: OpenPage) {
  const id = useId();
  const browsing = browse.pageCount > 1 || browse.search !== '';
  return (
    <div className="hidden items-center gap-2 md:flex">
      <label htmlFor={id} className="text-xs text-slate-400">
        Page
      </label>
      <select
        id={id}
        value={current.slug}
        onChange={(event) => onOpen(event.target.value)}
        className="h-9 max-w-48 rounded-md border border-white/10 bg-night-800 px-2 text-sm text-white"
      >
        {pages.map((page) => (
          <option key={page.id} value={page.slug}>
            {page.name}
          </option>
        ))}
      </select>
      {browsing ? <PageBrowser browse={browse} /> : null}
      <PageActionsMenu session={session} current={current} onOpen={onOpen} />
      <NewPageButton variant="ghost" size="sm" onCreated={onOpen} />
    </div>
  );
}

/** 'Find a page' (searched once typing pauses) and the previous and next list pages of the selector. */
function PageBrowser({ browse }: { browse: PageBrowse }) {
  const id = useId();
  const { text, setText } = useSearchText(browse.search, browse.onSearch);
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Find a page
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder="Find a page"
        onChange={(event) => setText(event.target.value)}
        className="h-9 w-32 rounded-md border border-white/10 bg-night-800 px-2 text-sm text-white placeholder:text-slate-500"
      />
      <Button
        variant="ghost"
        size="sm"
        aria-label="Previous pages"
        disabled={browse.page <= 1}
        onClick={() => browse.onPage(browse.page - 1)}
      >
        ‹
      </Button>
      <span className="text-xs whitespace-nowrap text-slate-400" role="status">
        {browse.total === 0 ? 'No match' : `${browse.page} / ${browse.pageCount}`}
      </span>
      <Button
        variant="ghost"
        size="sm"
        aria-label="Next pages"
        disabled={browse.page >= browse.pageCount}
        onClick={() => browse.onPage(browse.page + 1)}
      >
        ›
      </Button>
    </div>
  );
}

/**
 * The builder's top bar: Exit Editor, the page selector with the open page's actions (settings, duplicate, delete)
 * and 'New page', device views, Undo and Redo, the save state, Preview, Save (a named checkpoint), Publish, the
 * published versions and Schedule (publish at a time to come).
 */
export function BuilderTopBar({
  session,
  pages,
  browse,
  current,
  device,
  onDevice,
  onOpen,
  sidebarOpen,
  onToggleSidebar,
}: OpenPage & {
  device: Device;
  onDevice: (device: Device) => void;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const utils = trpc.useUtils();
  const history = useSessionValue((snapshot) => snapshot.editor.history);
  const save = trpc.builderPage.save.useMutation();
  const publish = trpc.builderPage.publish.useMutation();
  const busy = save.isPending || publish.isPending;

  const onSave = async () => {
    try {
      // The checkpoint marks the server's version, so every queued step goes first.
      await session.whenSent();
      await save.mutateAsync({ pageId: current.id });
      toast({ title: 'Changes saved' });
    } catch (error) {
      toast({ title: 'Save failed', description: error instanceof Error ? error.message : 'Please try again.', variant: 'destructive' });
    }
  };
  const onPublish = async () => {
    try {
      await session.whenSent();
      await publish.mutateAsync({ pageId: current.id });
      await Promise.all([
        utils.builderPage.list.invalidate(),
        utils.builderPage.bySlug.invalidate(),
        utils.builderPage.publishedVersions.invalidate({ pageId: current.id }),
      ]);
      toast({ title: 'Website published', description: 'Your changes are now live on your website.' });
    } catch (error) {
      toast({ title: 'Publish failed', description: error instanceof Error ? error.message : 'Please try again.', variant: 'destructive' });
    }
  };

  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-white/10 bg-night-800 px-3">
      {/* Inside the bar's landmark (banner), as every text of the screen is in one. */}
      <h1 className="sr-only">Page Builder: {current.name}</h1>
      <Link to="/" className="text-sm font-medium text-slate-300 hover:text-white">
        Exit Editor
      </Link>
      <Button variant="ghost" size="sm" aria-expanded={sidebarOpen} aria-controls="builder-sidebar" onClick={onToggleSidebar}>
        {sidebarOpen ? 'Hide sidebar' : 'Show sidebar'}
      </Button>
      <PageSelector session={session} pages={pages} browse={browse} current={current} onOpen={onOpen} />
      <div role="group" aria-label="Device preview" className="flex rounded-lg border border-white/10">
        {DEVICES.map((item) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={device === item.id}
            onClick={() => onDevice(item.id)}
            className="h-9 px-3 text-xs text-slate-300 first:rounded-l-lg last:rounded-r-lg hover:text-white aria-pressed:bg-indigo-600 aria-pressed:text-white"
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-keyshortcuts="Control+Z Meta+Z"
          disabled={!canUndo(history)}
          onClick={() => undoWithNotice(session)}
        >
          Undo
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          disabled={!canRedo(history)}
          onClick={() => redoWithNotice(session)}
        >
          Redo
        </Button>
      </div>
      <div className="ml-auto flex items-center gap-2">
        <SaveStatus />
        <a href={current.path} target="_blank" rel="noopener noreferrer" className="px-2 text-sm text-slate-300 hover:text-white">
          Preview
        </a>
        <PublishedVersions pageId={current.id} published={current.publishedVersion !== null} />
        <SchedulePublish session={session} page={current} />
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void onSave()}>
          Save
        </Button>
        <Button size="sm" disabled={busy} onClick={() => void onPublish()}>
          Publish
        </Button>
      </div>
    </header>
  );
}
