import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';
import type { AppRouter } from '@app/server/router';
import { isTRPCClientError } from '@trpc/client';
import { importPublishedPageView } from '../../features/builder/public/builder-page-loader.ts';
import { PreviewPage } from '../../features/preview/preview-page.tsx';

// A draft's share link: whoever holds it sees the post or builder page as it is now; a dead link is the site's 404.
export const Route = createFileRoute('/_public/preview/$token')({
  // Read, not used: served as islands, like the article and the builder page it shows.
  staticData: { islands: true },
  loader: async ({ context, params }) => {
    try {
      const draft = await context.trpc.previewLink.view.ensureData({ token: params.token });
      if (draft.kind === 'builder-page') await importPublishedPageView();
    } catch (error) {
      if (isTRPCClientError<AppRouter>(error) && error.data?.code === 'NOT_FOUND') throw notFound({ routeId: rootRouteId });
      throw error;
    }
  },
  component: function PreviewRoute() {
    const { token } = Route.useParams();
    return <PreviewPage token={token} />;
  },
});
