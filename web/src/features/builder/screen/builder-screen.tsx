import { deleteCommand, getElement, type Device } from '@app/builder-engine';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { BuilderCanvas } from './builder-canvas.tsx';
import { BuilderDnd } from './builder-dnd.tsx';
import { BuilderSidebar } from './builder-sidebar.tsx';
import { BuilderTopBar, type OpenPage } from './builder-top-bar.tsx';
import { ConflictPanel } from './conflict-panel.tsx';
import { runEdit } from './edit-actions.ts';
import { HistoryPanel } from './history-panel.tsx';
import { BuilderPageList } from './builder-page-list.tsx';
import { ConflictBanner } from './save-status.tsx';
import { DeviceViewProvider, ScreenUiProvider, type ScreenUi, type SidebarTab } from './screen-ui-context.ts';
import { BuilderSessionProvider } from './session-context.ts';
import { useBuilderKeys } from './use-builder-keys.ts';
import { useBuilderPages } from './use-builder-pages.ts';
import { usePageSession } from './use-page-session.ts';
import { useUnsentChangesGuard } from './use-unsent-changes-guard.ts';
import { PresenceTrackerProvider } from '../../admin/shared/presence/use-presence.ts';

const DELETE_WARNING = 'This removes the element and everything inside it from the page. Undo (Ctrl+Z) brings it back.';

/** The whole screen while there is no page to edit (loading, an error, no pages): its main landmark. */
function Centered({ children }: { children: ReactNode }) {
  return <main className="flex h-dvh flex-col items-center justify-center gap-4 bg-night px-6 text-center text-slate-300">{children}</main>;
}

/** The editor of one open page, once its session is ready: bar, sidebar, canvas, history and the delete question. */
function BuilderEditor({ session, pages, browse, current, onOpen }: OpenPage) {
  const [tab, setTab] = useState<SidebarTab>('elements');
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [device, setDevice] = useState<Device>('desktop');
  const [deleting, setDeleting] = useState<string | null>(null);
  const requestDelete = useCallback(() => setDeleting(session.getSnapshot().editor.selectedId), [session]);
  const ui = useMemo<ScreenUi>(
    () => ({
      showTab: (next) => {
        setTab(next);
        setSidebarOpen(true);
      },
      requestDelete,
    }),
    [requestDelete],
  );
  useBuilderKeys(session, requestDelete);
  const utils = trpc.useUtils();
  useUnsentChangesGuard(session, current.name, (slug) => utils.builderPage.bySlug.getData({ slug })?.id === current.id);
  const name = deleting === null ? undefined : getElement(session.getSnapshot().editor.page, deleting)?.name;
  return (
    <BuilderSessionProvider value={session}>
      <ScreenUiProvider value={ui}>
        <DeviceViewProvider value={device}>
          <div className="flex h-dvh flex-col bg-night text-slate-200">
            <BuilderTopBar
              session={session}
              pages={pages}
              browse={browse}
              current={current}
              device={device}
              onDevice={setDevice}
              onOpen={onOpen}
              sidebarOpen={sidebarOpen}
              onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
            />
            <ConflictBanner />
            <ConflictPanel />
            <BuilderDnd>
              <div className="flex min-h-0 flex-1">
                {sidebarOpen ? <BuilderSidebar tab={tab} onTab={setTab} /> : null}
                <BuilderCanvas />
                <HistoryPanel />
              </div>
            </BuilderDnd>
          </div>
        </DeviceViewProvider>
        <ConfirmDialog
          open={deleting !== null}
          title={name === undefined ? 'Delete element?' : `Delete ${name}?`}
          description={DELETE_WARNING}
          confirmLabel="Delete"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (deleting !== null && runEdit(session, deleteCommand(deleting))) toast({ title: 'Element deleted' });
            setDeleting(null);
          }}
        />
      </ScreenUiProvider>
    </BuilderSessionProvider>
  );
}

/**
 * The narrowest screen the editor works on: its sidebar (256 px) and history (240 px) leave 528 px at 1024 px, room for
 * the Mobile view's 375 px canvas with its padding, and the top bar's controls fit on one line. A tablet held upright
 * (768 px) would squeeze the canvas below a phone's width, so it gets the notice and the page list instead.
 */
export const BUILDER_MIN_WIDTH = 1024;
const BUILDER_MIN_WIDTH_QUERY = `(min-width: ${BUILDER_MIN_WIDTH}px)`;

/** What a screen narrower than BUILDER_MIN_WIDTH shows instead of the editor: why, and the way to the page list. */
function NarrowScreenNotice({ pageName }: { pageName: string | undefined }) {
  return (
    <Centered>
      <h1 className="text-xl font-semibold text-white">The page builder needs a wider screen</h1>
      <p className="max-w-md">
        {pageName === undefined ? 'Pages' : `“${pageName}”`} can be edited on a screen at least {BUILDER_MIN_WIDTH} pixels wide: a computer,
        or a tablet held sideways. The page list works here.
      </p>
      <Link to="/admin/elementor" search={{ list: true }} className="font-medium text-primary-soft hover:underline">
        All builder pages
      </Link>
      <Link to="/admin/dashboard" className="text-sm text-slate-300 hover:text-white">
        Back to the admin panel
      </Link>
    </Centered>
  );
}

/** Opens a page by slug, or (null) the page list. */
function useOpenPage(): (slug: string | null) => void {
  const navigate = useNavigate();
  return (slug) =>
    void (slug === null
      ? navigate({ to: '/admin/elementor', search: { list: true } })
      : navigate({ to: '/admin/elementor/$pagePath', params: { pagePath: slug } }));
}

/**
 * /admin/elementor without a page: the page this person last changed opens (the builder log knows), else the page
 * list, so the builder never opens by itself on a page at a built-in page's address. `showList` (?list=true) always
 * shows the list.
 */
function BuilderStart({ showList }: { showList: boolean }) {
  const last = trpc.builderPage.lastEdited.useQuery(undefined, { enabled: !showList });
  if (!showList && last.isPending) return <Loading />;
  if (!showList && last.data) return <Navigate to="/admin/elementor/$pagePath" params={{ pagePath: last.data.slug }} replace />;
  return <BuilderPageList />;
}

function Loading() {
  return (
    <Centered>
      <Spinner className="size-8" />
      <span className="sr-only">Loading the page builder</span>
    </Centered>
  );
}

/**
 * The visual page builder (/admin/elementor and /admin/elementor/{slug}): full screen, outside the admin sidebar
 * layout. Every edit is an engine command, sent to the server, which appends it to the page's log as the next log entry.
 * Without a page in the address it opens on the last page edited, or the page list (`showList` asks for the list).
 */
export function BuilderScreen({ pageSlug, showList = false }: { pageSlug?: string; showList?: boolean }) {
  useDocumentTitle('Page Builder');
  return pageSlug === undefined ? <BuilderStart showList={showList} /> : <BuilderPageScreen pageSlug={pageSlug} />;
}

/** The builder on the page at `pageSlug`: its editor, or the page list when no page is there. */
function BuilderPageScreen({ pageSlug }: { pageSlug: string }) {
  const open = useOpenPage();
  const { current, options, browse, missing, error: pagesError } = useBuilderPages(pageSlug);
  const wide = useMediaQuery(BUILDER_MIN_WIDTH_QUERY);
  // No editing session on a screen too narrow to edit on.
  const { session, presence, error, sessionEnded, deleted } = usePageSession(wide ? current?.id : undefined);

  if (pagesError) return <Centered>{pagesError.message}</Centered>;
  if (deleted !== null) return <BuilderPageList notice={`${deleted} Open another one.`} />;
  if (missing) return <BuilderPageList notice={`There is no builder page at /${pageSlug} (any more). Open another one.`} />;
  if (!wide) return <NarrowScreenNotice pageName={current?.name} />;
  if (error !== null) {
    return (
      <Centered>
        <p role="alert">{error}</p>
        {sessionEnded ? (
          <Link
            to="/admin/login"
            search={{ redirect: `/admin/elementor/${current?.slug ?? ''}` }}
            className="font-medium text-primary-soft hover:underline"
          >
            Sign in again
          </Link>
        ) : null}
      </Centered>
    );
  }
  if (current === undefined || session === undefined) return <Loading />;
  return (
    <PresenceTrackerProvider value={presence ?? null}>
      <BuilderEditor key={current.id} session={session} pages={options} browse={browse} current={current} onOpen={open} />
    </PresenceTrackerProvider>
  );
}
