import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { precompress } from './web/vite-plugins/precompress.ts';

const apiTarget = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
// WEB_DIST_DIR lets parallel test runs build into separate folders; the server reads the same variable.
const clientOutDir = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : fileURLToPath(new URL('./dist/web', import.meta.url));

const clientBuild: BuildEnvironmentOptions = {
  outDir: clientOutDir,
  emptyOutDir: true,
  // The server reads it for the scripts of each page (server/src/ssr/build-manifest.ts), as does
  // scripts/bundle-size.ts to measure what each route loads first.
  manifest: true,
  rolldownOptions: {
    // The app (admin, dashboard, and the public pages not yet served as islands), and the islands
    // runtime of the pages that are (web/src/islands).
    input: {
      index: fileURLToPath(new URL('./web/index.html', import.meta.url)),
      islands: fileURLToPath(new URL('./web/src/islands/runtime.ts', import.meta.url)),
    },
    output: {
      // The libraries every page needs travel in few chunks: without this, chunks the admin screens
      // share with the public pages split them into more, smaller files that compress worse. React
      // has a chunk of its own: islands need it without the router and the query cache.
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          { name: 'framework', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/ },
        ],
      },
    },
  },
};

const ssrBuild: BuildEnvironmentOptions = {
  // The server's page handler looks for it there (server/src/ssr/page-renderer.ts).
  outDir: `${clientOutDir}-ssr`,
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    input: fileURLToPath(new URL('./web/src/entry-server.tsx', import.meta.url)),
    // .mjs: the folder may be outside the repository (WEB_DIST_DIR), where no package.json says "module".
    output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
  },
};

/**
 * The web app: React 19 + TanStack Router file routes + Tailwind 4. `vite build` builds the browser
 * app into dist/web; `vite build --ssr` builds its server entry (web/src/entry-server.tsx) beside it,
 * into dist/web-ssr, which the server imports to render the public pages.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [
    // Paths are relative to `root` (web/).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.tsx?$|-components',
    }),
    react(),
    tailwindcss(),
    isSsrBuild ? null : precompress(),
  ],
  // The server entry carries its libraries too, so it runs from wherever it was built to (node_modules
  // are found relative to the importing file, and WEB_DIST_DIR may be outside the repository).
  ssr: { noExternal: true },
  // A build is production code on both sides: the server renders with React's production build, as
  // the browser hydrates with it.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild ? ssrBuild : clientBuild,
  server: {
    port: 5173,
    // The Host header is kept (no changeOrigin), so the server's Origin check sees the page's own origin.
    proxy: Object.fromEntries(
      ['/api', '/trpc', '/healthz', '/media', '/sitemap.xml', '/robots.txt', '/blog/rss.xml'].map((path) => [
        path,
        { target: apiTarget, changeOrigin: false },
      ]),
    ),
  },
}));
