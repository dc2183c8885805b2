// `npm run build` (second half): compiles the server's TypeScript into one ES module,
// server/dist/main.js, which `npm run serve` runs with plain Node (no TypeScript loader in production).
// The workspace packages (@app/contracts, @app/migrations) are TypeScript too, so they are bundled in;
// every npm dependency stays an import of node_modules (native and WebAssembly packages among them).
import { build } from 'esbuild';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';

const started = Date.now();
const server = JSON.parse(readFileSync(new URL('../server/package.json', import.meta.url), 'utf8'));
const dependencies = Object.keys(server.dependencies).filter((name) => !name.startsWith('@app/'));

rmSync('server/dist', { recursive: true, force: true });
await build({
  entryPoints: ['server/src/main.ts'],
  // Inside the server workspace, so Node finds the packages npm installed under server/node_modules.
  outdir: 'server/dist',
  // main.js loads the app's modules (and their packages) with a dynamic import, after it has started the
  // embedded database's thread: they load while the database boots.
  splitting: true,
  // Chunks beside main.js, so import.meta.url finds pglite-worker.mjs from any of them.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // A dependency's subpaths (e.g. @trpc/server/adapters/fastify) stay external too.
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  // MikroORM knows entities and migrations by their class names: keep them as written.
  keepNames: true,
  sourcemap: true,
  logLevel: 'warning',
});
// The embedded database's thread runs this plain script beside main.js.
copyFileSync('server/src/db/pglite-worker.mjs', 'server/dist/pglite-worker.mjs');
console.log(`server built into server/dist/main.js in ${Date.now() - started} ms`);
