// The embedded PostgreSQL's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here and
// serves the PostgreSQL wire protocol on a unix socket, so its start-up and every query it runs use a
// core of their own instead of the app's event loop. Plain JavaScript, so it runs the same under the
// TypeScript loader (tests, `npm run dev`) and beside the compiled server (`server/dist`).
import { parentPort, workerData } from 'node:worker_threads';

const { PGlite } = await import('@electric-sql/pglite');
const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');

/** @type {{ pgdata: string | null; socketPath: string }} */
const { pgdata, socketPath } = workerData;
const db = pgdata ? await PGlite.create(pgdata) : await PGlite.create();
// PGlite serves one connection at a time: the app's pool holds a single one.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();
parentPort.postMessage({ type: 'ready' });

parentPort.on('message', async (message) => {
  if (message?.type !== 'stop') return;
  try {
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'stopped' });
  } catch (error) {
    parentPort.postMessage({ type: 'stopped', error: String(error?.stack ?? error) });
  }
});
