import { loadConfigOrExit } from './config.ts';
import { DataDirInUseError } from './db/data-dir-owner.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { makeDataPrivate } from './db/private-data-dir.ts';
import { removeStaleSpooledFiles } from './plugins/spooled-body.ts';
import { StartupRefusal } from './errors.ts';

/**
 * The process's entry: the embedded PostgreSQL (when DATABASE_URL is unset) starts booting in its own
 * thread first, and the app's modules load while it does; then the server starts.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfigOrExit(process.env);
  // Whatever this process writes (the database's files, e-mails with live links, sockets) is its user's alone.
  process.umask(0o077);
  for (const problem of makeDataPrivate(config.dataDir, config.mailOutboxDir)) console.warn(problem);
  // Uploads a crash cut off (each is removed when its request ends, but a killed process never gets there).
  await removeStaleSpooledFiles(config.uploadTmpDir);
  const embedded = config.databaseUrl ? null : startEmbeddedPostgres(config.dataDir);
  // A failed start is reported by startServer, which awaits it; until then it must not count as unhandled.
  embedded?.catch(() => {});
  const { startServer } = await import('./start-server.ts');
  await startServer(config, embedded, started);
}

main().catch((error: unknown) => {
  // A data folder held by another process, or a refused setting, is the person's to sort out: the message says how, no stack.
  const forThePerson = error instanceof DataDirInUseError || error instanceof StartupRefusal;
  console.error('The server could not start:', forThePerson ? error.message : error);
  process.exit(1);
});
