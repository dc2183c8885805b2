import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { precompress } from './web/vite-plugins/precompress.ts';

const apiTarget = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
// WEB_DIST_DIR lets parallel test runs build into separate folders; the server reads the same variable.
const clientOutDir = process.env.WEB_DIST_DIR
  ? resolve(process.env.WEB_DIST_DIR)
  : fileURLToPath(new URL('./dist/web', import.meta.url));

const clientBuild: BuildEnvironmentOptions = {
  outDir: clientOutDir,
  emptyOutDir: true,
  // scripts/bundle-size.ts reads it to measure what each route loads first.
  manifest: true,
  rolldownOptions: {
    output: {
      // The libraries every page needs travel in one chunk: without this, chunks the admin screens
      // share with the public pages split them into more, smaller files that compress worse.
      codeSplitting: {
        groups: [
          {
            name: 'framework',
            test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc)[\\/]/,
          },
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
