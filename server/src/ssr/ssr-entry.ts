import type { FormNoticeKey, FormResult, PageContent, PublicUser, PublishedBuilderPage } from '@app/contracts';
import type { AppRouter } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';

/** What the server hands the web app's server entry to render one page. */
export interface SsrRenderOptions {
  /** The page's absolute URL (origin, path and query). */
  url: string;
  /** The visitor's User-Agent: crawlers get the whole page in one piece rather than streamed. */
  userAgent: string | undefined;
  /** Aborted when the visitor goes away, which stops the render. */
  signal: AbortSignal;
  /** The request's Content-Security-Policy nonce, carried by every inline script of the page. */
  nonce: string;
  /**
   * What the server already knows: the signed-in user, an editable page's saved content, the published
   * builder page of the path, the home page's background bindings.
   */
  initialState: {
    user: PublicUser | null;
    page?: PageContent | null;
    builderPage?: { path: string; page: PublishedBuilderPage | null };
    backgrounds?: Record<string, string | null>;
    /** A form posted without JavaScript and refused: shown again with what was typed and what is wrong. */
    formResult?: FormResult;
    /** A form posted without JavaScript succeeded: the notice this page shows. */
    notice?: FormNoticeKey;
  };
  /**
   * The server found no page at this address (its status is 404): the app renders its not-found page, whatever
   * route its router would match the path with, so the body says what the status says.
   */
  notFound?: boolean;
  /** False: serve the page as the app even when its route is served as islands (a benchmark's baseline). */
  islands?: boolean;
  /** The app's tRPC router and this request's context, so the page's reads run in-process, not over HTTP. */
  trpc: { router: AppRouter; createContext: () => Promise<Context> };
}

/** The module the Vite SSR build writes (`web/src/entry-server.tsx`). */
export interface SsrEntry {
  /**
   * Renders a page as a streamed response: the markup of the app (for the template's root element)
   * followed by the router's hydration scripts, or for a page served as islands (`islands`) the markup
   * alone; a redirect response when a route redirects. Also says which routes the page matched (their
   * scripts are preloaded with a page hydrated as the app).
   */
  renderPage(options: SsrRenderOptions): Promise<{ response: Response; routeIds: string[]; islands: boolean }>;
}
