import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';

/** The configuration from the environment; a bad variable ends the process with code 1, named. */
function configOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The process's entry: the embedded PostgreSQL (when DATABASE_URL is unset) starts booting in its own
 * thread first, and the app's modules load while it does; then the server starts.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const config = configOrExit();
  const embedded = config.databaseUrl ? null : startEmbeddedPostgres(config.dataDir);
  // A failed start is reported by startServer, which awaits it; until then it must not count as unhandled.
  embedded?.catch(() => {});
  const { startServer } = await import('./start-server.ts');
  await startServer(config, embedded, started);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
