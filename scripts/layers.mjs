// The layers of the server and of the web app, top (what starts and assembles the app) to bottom (what everything
// may use). A name is a folder of the source root, or a file at its top without `.ts`/`.tsx` (`config` is both:
// config.ts and its setting parsers in config/). Code imports only its own layer's folders and the layers below; a
// folder may import another of its own layer only while no circle of folders forms (scripts/import-graph.test.ts
// checks both, type imports included, and ESLint's `import-x/no-restricted-paths` names the arrow that breaks the
// first as you type). Tests and test helpers are outside the layers: they may import anything.

/** The server (`server/src`). `test/` holds test servers and fixtures: test code, outside the layers. */
export const SERVER_LAYERS = {
  root: 'server/src',
  outside: ['test'],
  layers: [
    // Entry points, the app's assembly, the start-up (migrate, seed, repair) and the command-line tools.
    ['main', 'start-server', 'app', 'startup', 'admin', 'backup-cli'],
    // HTTP and tRPC adapters: Fastify plugins, REST routes, tRPC routers, server rendering.
    ['routes', 'trpc', 'plugins', 'ssr'],
    // Application services, one folder per domain noun, each with its own plugin where it has one.
    [
      'public-pages',
      'wordpress',
      'content-transfer',
      'analytics',
      'site-search',
      'redirects',
      'preview',
      'post-review',
      'publish-schedule',
      'contact',
      'privacy',
      'newsletter',
      'backup',
      'metrics',
      'presence',
      'media',
      'team',
      'account',
    ],
    // The content the site is made of, and its SEO analysis.
    ['blog', 'builder', 'content', 'seo-report'],
    // Shared domain services: sessions and accounts' keys, mail, the activity log, read caches, page heads, HTTP helpers.
    ['auth', 'mail', 'activity', 'cache', 'seo', 'http'],
    // Foundations: the database, entities, configuration, time, errors, and small tools with no domain.
    ['db', 'entities', 'config', 'clock', 'errors', 'serial-runs', 'csv', 'forms', 'html'],
  ],
};

/** The web app (`web/src`): entries and routes, then features, then components, then lib. */
export const WEB_LAYERS = {
  root: 'web/src',
  outside: [],
  layers: [
    // Entry points: the app (main, router, routes) and the islands runtime public pages load instead.
    ['main', 'entry-server', 'router', 'route-tree.gen', 'routes', 'app-providers', 'seed-initial-state', 'islands'],
    ['features'],
    ['components'],
    ['lib', 'router-context'],
  ],
};

/**
 * Arrows from a lower layer up that are meant (`from -> to`, folder names, with why). At most 5 in the server and
 * none in the web: each is a place where a lower domain had to call a higher one and no event or port served.
 */
export const INTENDED_UP = {
  'server/src': {},
  'web/src': {},
};
