import { deleteCommand, getElement, type Device } from '@app/builder-engine';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BuilderCanvas } from './builder-canvas.tsx';
import { BuilderDnd } from './builder-dnd.tsx';
import { BuilderSidebar } from './builder-sidebar.tsx';
import { BuilderTopBar, type OpenPage } from './builder-top-bar.tsx';
import { ConflictPanel } from './conflict-panel.tsx';
import { runEdit } from './edit-actions.ts';
import { HistoryPanel } from './history-panel.tsx';
import { NewPageButton } from './new-page-dialog.tsx';
import { ConflictBanner } from './save-status.tsx';
import { DeviceViewProvider, ScreenUiProvider, type ScreenUi, type SidebarTab } from './screen-ui-context.ts';
import { BuilderSessionProvider } from './session-context.ts';
import { useBuilderKeys } from './use-builder-keys.ts';
import { useBuilderPages } from './use-builder-pages.ts';
import { usePageSession } from './use-page-session.ts';

const DELETE_WARNING = 'This will permanently delete this element and all its children. This action cannot be undone.';

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
 * The visual page builder (/admin/elementor and /admin/elementor/{slug}): full screen, outside the admin sidebar
 * layout. Every edit is an engine command, sent to the server, which appends it to the page's log as the next log entry.
 */
export function BuilderScreen({ pageSlug }: { pageSlug?: string }) {
  useDocumentTitle('Page Builder');
  const navigate = useNavigate();
  const { current, options, browse, none, error: pagesError } = useBuilderPages(pageSlug);
  const { session, error, sessionEnded } = usePageSession(current?.id);
  const open = (slug: string | null) =>
    void (slug === null
      ? navigate({ to: '/admin/elementor' })
      : navigate({ to: '/admin/elementor/$pagePath', params: { pagePath: slug } }));

  if (pagesError) return <Centered>{pagesError.message}</Centered>;
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
  if (none) {
    return (
      <Centered>
        <p>There are no builder pages yet.</p>
        <NewPageButton onCreated={open} />
      </Centered>
    );
  }
  if (current === undefined || session === undefined) {
    return (
      <Centered>
        <Spinner className="size-8" />
        <span className="sr-only">Loading the page builder</span>
      </Centered>
    );
  }
  return <BuilderEditor key={current.id} session={session} pages={options} browse={browse} current={current} onOpen={open} />;
}
