import type { EditablePageSlug } from '@app/contracts/editable-pages';
import { loadBuilderOrBuiltInPage } from '../../features/builder/public/builder-page-loader.ts';
import type { RouterContext } from '../../router-context.ts';

/** A built-in public page's route: its path and editable slug, and the route options (`options`) they give. */
export interface BuiltInPageRoute {
  path: string;
  slug: EditablePageSlug;
  options: {
    staticData: { islands: boolean };
    loader: (match: { context: RouterContext }) => ReturnType<typeof loadBuilderOrBuiltInPage>;
  };
}

/**
 * The route of a built-in public page at `path` (its saved edits under `slug`), which a published builder
 * page at the same path replaces while it is published: served as islands, its loader reads the builder
 * page, or else the built-in page's saved edits. A route file spreads `options` and sets
 * `component: builtInPageView(route, Page)` in its own object literal: the router's code splitting moves
 * only what that literal names into the route's chunk, so the page (and the view) stay out of the entry.
 */
export function builtInPageRoute(path: string, slug: EditablePageSlug): BuiltInPageRoute {
  return {
    path,
    slug,
    options: {
      staticData: { islands: true },
      loader: ({ context }) => loadBuilderOrBuiltInPage(context, path, slug),
    },
  };
}
