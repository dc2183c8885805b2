import { createLucia } from './auth/lucia.ts';
import { ensureAdmin } from './auth/account.service.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';

/** Starts the server: configuration, database, app; closes cleanly on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const started = Date.now();
  const database = await openDatabase(config);
  if (config.admin) await ensureAdmin(database.orm.em.fork(), config.admin);

  const app = await buildApp({
    config,
    orm: database.orm,
    database: database.target,
    lucia: createLucia(database.orm, { secure: config.cookieSecure }),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(config.mailOutboxDir),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL';
  console.log(
    `LocalRank is up on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (${where}; ready in ${Date.now() - started} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
