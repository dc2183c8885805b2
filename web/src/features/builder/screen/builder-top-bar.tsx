import { canRedo, canUndo, type Device } from '@app/builder-engine';
import type { BuilderPageSummary } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import type { BuilderSession } from './builder-session.ts';
import { redoWithNotice, undoWithNotice } from './edit-actions.ts';
import { MENU_ITEM_CLASS } from '../../../components/ui/dropdown-menu.tsx';
import { LineIcon } from '../../../components/ui/line-icon.tsx';
import { NewPageDialog } from './new-page-dialog.tsx';
import { useLiveChangeQuestion } from './live-change-question.tsx';
import { PageActionsMenu } from './page-actions-menu.tsx';
import { PublishedVersions } from './published-versions.tsx';
import { BuilderPresence } from './builder-presence.tsx';
import { SchedulePublish } from './schedule-publish.tsx';
import { SaveStatus } from './save-status.tsx';
import { useSessionValue } from './session-context.ts';
import type { PageBrowse } from './use-builder-pages.ts';
import { useOverflowCount } from './use-overflow-count.ts';

const DEVICES: ReadonlyArray<{ id: Device; label: string; path: string }> = [
  { id: 'desktop', label: 'Desktop View', path: 'M3 4.5h18v11.5H3zM8.5 20h7M12 16v4' },
  { id: 'tablet', label: 'Tablet View', path: 'M6 3h12v18H6zM11 18h2' },
  { id: 'mobile', label: 'Mobile View', path: 'M8 3h8v18H8zM11.5 18h1' },
];

const HISTORY_BUTTONS = [
  { label: 'Undo', title: 'Undo (Ctrl+Z)', keys: 'Control+Z Meta+Z', path: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11' },
  {
    label: 'Redo',
    title: 'Redo (Ctrl+Shift+Z)',
    keys: 'Control+Shift+Z Meta+Shift+Z Control+Y',
    path: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  },
] as const;

/**
 * One of the bar's optional items: shown in the bar while it fits, else as an item of the Page actions menu. The
 * ones listed first go into the menu first.
 */
interface OptionalItem {
  readonly key: string;
  readonly bar: ReactNode;
  readonly menu: (item: Record<string, unknown>) => ReactNode;
}

/**
 * The open page among the others: its editing session, the pages of the selector (one list page of them, the open one
 * always included) and how to move through them, the open one, and how to open another.
 */
export interface OpenPage {
  session: BuilderSession;
  pages: readonly BuilderPageSummary[];
  browse: PageBrowse;
  current: BuilderPageSummary;
  /** Opens a page by slug (null: the page list). */
  onOpen: (slug: string | null) => void;
}

/**
 * The page selector (desktop only): builder pages by name (50 at a time), the open page's actions, and 'New page'.
 * Past one list page of pages (or while searching), 'Find a page' searches them by name and the arrows move through them.
 */
function PageSelector({ session, pages, browse, current, onOpen, more }: OpenPage & { more: readonly OptionalItem[] }) {
  const id = useId();
  const browsing = browse.pageCount > 1 || browse.search !== '';
  return (
    <div className="hidden shrink-0 items-center gap-2 md:flex">
      <label htmlFor={id} className="text-xs text-slate-400 max-xl:sr-only">
        Page
      </label>
      <select
        id={id}
        value={current.slug}
        onChange={(event) => onOpen(event.target.value)}
        className="h-9 w-28 rounded-md xl:w-40 border border-white/10 bg-night-800 px-2 text-sm text-white"
      >
        {pages.map((page) => (
          <option key={page.id} value={page.slug}>
            {page.name}
          </option>
        ))}
      </select>
      {browsing ? <PageBrowser browse={browse} /> : null}
      <PageActionsMenu
        session={session}
        current={current}
        onOpen={onOpen}
        more={more.length === 0 ? undefined : (item) => more.map((each) => <span key={each.key}>{each.menu(item)}</span>)}
      />
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
 * The builder's top bar. Always in it: the page selector with the Page actions menu, the device views, Undo and
 * Redo, who else is here, the save state, Versions, Schedule (publish at a time to come), Save (a named checkpoint)
 * and Publish. Preview, Exit Editor, the sidebar toggle, All pages and 'New page' stay in it while they fit and
 * otherwise move into the Page actions menu, in that order, so nothing is off-screen or cut at any width the
 * builder opens at (1024 px and up), however many people are here.
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
  const [creating, setCreating] = useState(false);
  const zone = useRef<HTMLDivElement>(null);

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
  // Publishing over a built-in page asks first (guarded publishing).
  const { ask, question } = useLiveChangeQuestion();
  const onPublish = () =>
    ask(
      current,
      { operation: 'publish' },
      async (confirmedAddresses) => {
        await session.whenSent();
        await publish.mutateAsync({ pageId: current.id, confirmedAddresses });
        await Promise.all([
          utils.builderPage.list.invalidate(),
          utils.builderPage.bySlug.invalidate(),
          utils.builderPage.publishedVersions.invalidate({ pageId: current.id }),
        ]);
        toast({ title: 'Website published', description: 'Your changes are now live on your website.' });
      },
      (error) =>
        toast({
          title: 'Publish failed',
          description: error instanceof Error ? error.message : 'Please try again.',
          variant: 'destructive',
        }),
    );

  const link = 'shrink-0 text-sm whitespace-nowrap text-slate-300 hover:text-white';
  const sidebarLabel = sidebarOpen ? 'Hide sidebar' : 'Show sidebar';
  // In the order they move into the menu.
  const optional: OptionalItem[] = [
    {
      key: 'preview',
      bar: (
        <a href={current.path} target="_blank" rel="noopener noreferrer" className={link}>
          Preview
        </a>
      ),
      menu: (item) => (
        <a {...item} href={current.path} target="_blank" rel="noopener noreferrer" className={MENU_ITEM_CLASS}>
          Preview
        </a>
      ),
    },
    {
      key: 'exit',
      bar: (
        <Link to="/" className={link}>
          Exit Editor
        </Link>
      ),
      menu: (item) => (
        <Link {...item} to="/" className={MENU_ITEM_CLASS}>
          Exit Editor
        </Link>
      ),
    },
    {
      key: 'sidebar',
      bar: (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          aria-expanded={sidebarOpen}
          aria-controls="builder-sidebar"
          onClick={onToggleSidebar}
        >
          {sidebarLabel}
        </Button>
      ),
      menu: (item) => (
        <button type="button" {...item} className={MENU_ITEM_CLASS} onClick={onToggleSidebar}>
          {sidebarLabel}
        </button>
      ),
    },
    {
      key: 'pages',
      bar: (
        <Link to="/admin/elementor" search={{ list: true }} className={link}>
          All pages
        </Link>
      ),
      menu: (item) => (
        <Link {...item} to="/admin/elementor" search={{ list: true }} className={MENU_ITEM_CLASS}>
          All pages
        </Link>
      ),
    },
    {
      key: 'new',
      bar: (
        <Button variant="ghost" size="sm" className="shrink-0" onClick={() => setCreating(true)}>
          New page
        </Button>
      ),
      menu: (item) => (
        <button type="button" {...item} className={MENU_ITEM_CLASS} onClick={() => setCreating(true)}>
          New page
        </button>
      ),
    },
  ];
  const moved = useOverflowCount(optional.length, zone, `${sidebarOpen}|${current.id}|${browse.pageCount > 1 || browse.search !== ''}`);
  const inMenu = optional.slice(0, moved);
  const inBar = (key: string) => optional.findIndex((item) => item.key === key) >= moved;
  const barItem = (key: string) => (inBar(key) ? optional.find((item) => item.key === key)?.bar : null);

  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-white/10 bg-night-800 px-3">
      {/* Inside the bar's landmark (banner), as every text of the screen is in one. */}
      <h1 className="sr-only">Page Builder: {current.name}</h1>
      <div ref={zone} className="flex min-w-0 flex-1 items-center gap-3 overflow-hidden">
        {barItem('exit')}
        {barItem('pages')}
        {barItem('sidebar')}
        <PageSelector session={session} pages={pages} browse={browse} current={current} onOpen={onOpen} more={inMenu} />
        {barItem('new')}
        <div role="group" aria-label="Device preview" className="flex shrink-0 rounded-lg border border-white/10">
          {DEVICES.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={device === item.id}
              aria-label={item.label}
              title={item.label}
              onClick={() => onDevice(item.id)}
              className="h-9 px-2.5 text-slate-300 first:rounded-l-lg last:rounded-r-lg hover:text-white aria-pressed:bg-indigo-600 aria-pressed:text-white"
            >
              <LineIcon d={item.path} className="size-4" />
            </button>
          ))}
        </div>
        <div className="flex shrink-0 gap-1">
          {HISTORY_BUTTONS.map((button) => (
            <Button
              key={button.label}
              variant="ghost"
              size="sm"
              aria-label={button.label}
              title={button.title}
              aria-keyshortcuts={button.keys}
              disabled={!(button.label === 'Undo' ? canUndo(history) : canRedo(history))}
              onClick={() => (button.label === 'Undo' ? undoWithNotice(session) : redoWithNotice(session))}
            >
              <LineIcon d={button.path} className="size-4" />
            </Button>
          ))}
        </div>
        {barItem('preview')}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <BuilderPresence />
        <SaveStatus />
        <PublishedVersions page={current} />
        <SchedulePublish session={session} page={current} />
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void onSave()}>
          Save
        </Button>
        <Button size="sm" disabled={busy} onClick={() => void onPublish()}>
          Publish
        </Button>
        {question}
      </div>
      <NewPageDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(slug) => {
          setCreating(false);
          onOpen(slug);
        }}
      />
    </header>
  );
}
