// `npm run admin -- <command>`: makes and looks after admin accounts from the machine that runs the site,
// on DATABASE_URL or on the embedded database in DATA_DIR. The embedded database has one owner: while the
// server holds it, the command is sent to the server over its control socket (see team/control-socket.ts).
import { loadConfigOrExit, type AppConfig } from './config.ts';
import { DataDirInUseError, dataDirOwner } from './db/data-dir-owner.ts';
import { AppError } from './errors.ts';
import {
  ADMIN_USAGE,
  AdminUsageError,
  parseAdminArgs,
  runAdminCommand,
  type AdminCommand,
  type AdminRequest,
} from './team/admin-command.ts';
import { ControlCommandRefusedError, ControlSocketUnavailableError, sendControlCommand } from './team/control-socket.ts';
import { NoPasswordError, readNewPassword } from './team/read-password.ts';

/** The request with the password it needs, read from the prompt or standard input. */
async function withPassword(request: AdminRequest): Promise<AdminCommand> {
  if (request.kind === 'list') return request;
  return { ...request, password: await readNewPassword() };
}

/** Opens the database itself (migrating and seeding a new one, as `npm start` does), runs `command`, closes it. */
async function runHere(config: AppConfig, command: AdminCommand): Promise<string> {
  const [{ openDatabase }, { prepareDatabase }] = await Promise.all([
    import('./db/open-database.ts'),
    import('./startup/prepare-database.ts'),
  ]);
  const database = await openDatabase(config, prepareDatabase);
  try {
    return await runAdminCommand(database.orm.em.fork(), command);
  } finally {
    await database.close();
  }
}

/** Runs `command` where the database is: here, or in the server that holds the embedded one. */
async function run(config: AppConfig, command: AdminCommand): Promise<string> {
  if (config.databaseUrl) return runHere(config, command);
  const owner = dataDirOwner(config.dataDir);
  if (owner === null) return runHere(config, command);
  try {
    return await sendControlCommand(config.dataDir, command);
  } catch (error) {
    if (!(error instanceof ControlSocketUnavailableError)) throw error;
    throw new AppError(
      409,
      `The server (pid ${owner}) holds the data folder ${config.dataDir} but does not answer on its control socket. ` +
        'Stop it, run this again, then start it.',
    );
  }
}

async function main(): Promise<number> {
  let request: AdminRequest;
  try {
    request = parseAdminArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof AdminUsageError)) throw error;
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const config = loadConfigOrExit(process.env);
  try {
    console.log(await run(config, await withPassword(request)));
    return 0;
  } catch (error) {
    // What the person can act on is said plainly; anything else is a fault, shown whole.
    const known = [AppError, NoPasswordError, DataDirInUseError, ControlCommandRefusedError].some((kind) => error instanceof kind);
    if (!known) throw error;
    console.error((error as Error).message);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The admin command failed:', error);
    process.exit(1);
  },
);
