import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createLucia } from './auth/lucia.ts';
import { pruneActivity } from './activity/activity.service.ts';
import { ensureAdmin } from './auth/account.service.ts';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import type { EmbeddedPostgres } from './db/embedded-postgres.ts';
import { openDatabase } from './db/open-database.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { preloadPageRenderer } from './ssr/page-renderer.ts';
import { prepareDatabase } from './startup/prepare-database.ts';
import { hasAdmin } from './team/admin-accounts.service.ts';
import { CREATE_ADMIN_HINT, runAdminCommand } from './team/admin-command.ts';
import { controlDir, serveControlSocket } from './team/control-socket.ts';
import { AppError } from './errors.ts';
import { removeDataDirCopies, runScheduledBackup, scheduleBackups } from './backup/backup-schedule.ts';

/**
 * Starts the server on a valid configuration: database (the embedded one may already be starting),
 * app, listening; closes cleanly on SIGTERM and SIGINT. `started` is when the process began its work.
 */
export async function startServer(config: AppConfig, embedded: Promise<EmbeddedPostgres> | null, started: number): Promise<void> {
  preloadPageRenderer(config.webDistDir);
  const database = await openDatabase(config, prepareDatabase, embedded);
  if (config.admin) await ensureAdmin(database.orm.em.fork(), config.admin);
  await pruneActivity(database.orm.em.fork(), config.activityRetentionDays);

  const app = await buildApp({
    config,
    orm: database.orm,
    database: database.target,
    lucia: createLucia(database.orm, { secure: config.cookieSecure }),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(config.mailOutboxDir),
  });

  // `npm run admin` and `npm run backup` cannot open the embedded database while this process holds it: they ask here.
  const dumpDataDir = database.dumpDataDir;
  // Copies a killed `npm run backup` left behind hold the whole database: they go.
  if (dumpDataDir) removeDataDirCopies(controlDir(config.dataDir));
  const closeControl = dumpDataDir
    ? await serveControlSocket(
        config.dataDir,
        async (command) => {
          try {
            return await runAdminCommand(database.orm.em.fork(), command);
          } catch (error) {
            if (!(error instanceof AppError)) app.log.error({ err: error }, `npm run admin -- ${command.kind} failed`);
            throw error;
          }
        },
        async () => {
          // The copy goes to the 0700 control folder, where only this machine's user can read it.
          const path = join(controlDir(config.dataDir), `.copy-${randomBytes(8).toString('hex')}.tar`);
          const { pausedMs } = await dumpDataDir(path);
          app.log.info({ pausedMs: Math.round(pausedMs) }, 'npm run backup: data folder copied');
          return JSON.stringify({ path, pausedMs });
        },
      )
    : async () => {};
  const backup = config.backup;
  const stopBackups = backup
    ? scheduleBackups(
        backup.schedule,
        () => runScheduledBackup(dumpDataDir ? { dumpDataDir } : { target: database.target }, backup.dir, backup.keep),
        ({ summary, error }) => {
          if (summary)
            app.log.info(
              { path: summary.path, bytes: summary.bytes, ms: Math.round(summary.ms), pausedMs: Math.round(summary.pausedMs) },
              'scheduled backup written',
            );
          else app.log.error({ err: error }, 'scheduled backup failed');
        },
      )
    : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    try {
      await closeControl();
      await stopBackups();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  // `on`, not `once`: Ctrl+C reaches this process from the terminal and again through npm, and a
  // second signal must not kill it mid-shutdown.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL';
  if (!(await hasAdmin(database.orm.em.fork()))) console.log(`No admin account yet: make one with \`${CREATE_ADMIN_HINT}\`.`);
  console.log(
    `LocalRank is up on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (${where}; ready in ${Date.now() - started} ms)`,
  );
}
