import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';
import { BuilderOrBuiltInPage } from '../../features/builder/public/builder-or-built-in-page.tsx';
import { loadBuilderOrBuiltInPage } from '../../features/builder/public/builder-page-loader.ts';

// A page made with the builder's 'New page' at /{slug}; static routes (/blog, /auth, …) take precedence, and a
// slug with no published builder page is the site's 404.
export const Route = createFileRoute('/_public/$slug')({
  // Builder pages are content with forms: served as islands (the forms, the newsletter, the toasts).
  staticData: { islands: true },
  loader: async ({ context, params }) => {
    const page = await loadBuilderOrBuiltInPage(context, `/${params.slug}`);
    if (page === null) throw notFound({ routeId: rootRouteId });
  },
  component: function BuilderPageRoute() {
    const { slug } = Route.useParams();
    return <BuilderOrBuiltInPage path={`/${slug}`} />;
  },
});
