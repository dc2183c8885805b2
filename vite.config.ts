import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './web/vite-plugins/precompress.ts';

const apiTarget = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** The web app: React 19 + TanStack Router file routes + Tailwind 4, built into dist/web. */
export default defineConfig({
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
    precompress(),
  ],
  build: {
    // WEB_DIST_DIR lets parallel test runs build into separate folders; the server reads the same variable.
    outDir: process.env.WEB_DIST_DIR
      ? resolve(process.env.WEB_DIST_DIR)
      : fileURLToPath(new URL('./dist/web', import.meta.url)),
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
  },
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
});
