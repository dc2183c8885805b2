// `npm run build` (second half): compiles the server's TypeScript into one ES module,
// server/dist/main.js, which `npm run serve` runs with plain Node (no TypeScript loader in production), and the
// two commands beside it, admin.js (`npm run admin`) and backup-cli.js (`npm run backup` / `restore`), sharing its
// chunks. The Vitest run builds the same three once and spawns them (server/src/test/server-bundle.ts).
// The workspace packages (@app/contracts, @app/migrations) and the npm packages are bundled in: Node
// then reads a few files at start instead of resolving and parsing about a thousand CommonJS modules
// (the restart of a migrated server answered in 1.77 s instead of 2.49 s, measured 2026-11-23).
import { build } from 'esbuild';
import { copyFileSync, rmSync } from 'node:fs';

const started = Date.now();
// SERVER_DIST_DIR lets two builds live side by side (the end-to-end server beside `npm start` in a test). It
// stays a folder of the server workspace, so Node still finds the packages under server/node_modules.
const outdir = process.env.SERVER_DIST_DIR || 'server/dist';
if (!/^server\/dist(-[\w.-]+)?$/.test(outdir)) {
  throw new Error(`SERVER_DIST_DIR must be server/dist or server/dist-<name>, not ${outdir}.`);
}
// Native and WebAssembly packages (they find their binaries beside their own files) and packages loaded
// only on first use stay imports of node_modules.
const EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite-socket', '@node-rs/argon2', 'sharp', 'ioredis', 'nodemailer'];
// knex's drivers for other databases, which it requires only when asked for them.
const UNUSED = ['better-sqlite3', 'mysql', 'mysql2', 'oracledb', 'pg-query-stream', 'sqlite3', 'tedious', 'pg-native', 'libsql', 'mariadb'];

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['server/src/main.ts', 'server/src/admin.ts', 'server/src/backup-cli.ts'],
  // Inside the server workspace, so Node finds the packages npm installed under server/node_modules.
  outdir,
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
  external: [...EXTERNAL, ...UNUSED].flatMap((name) => [name, `${name}/*`]),
  // The bundled CommonJS packages call require() for Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // No keepNames: it wraps every function the bundled packages create, on every request too (GET /blog
  // answered 15-34% fewer requests with it). Names stay as written, since nothing is minified; esbuild
  // renames only a top-level name that two ES modules share. That is harmless here: the entities are
  // referred to by class, never by name, and each migration is listed with its name (migrations/index.ts).
  keepNames: false,
  sourcemap: true,
  logLevel: 'warning',
});
// The embedded database's thread runs this plain script beside main.js.
copyFileSync('server/src/db/pglite-worker.mjs', `${outdir}/pglite-worker.mjs`);
console.log(`server built into ${outdir}/main.js in ${Date.now() - started} ms`);
