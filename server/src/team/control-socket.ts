import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AppError } from '../errors.ts';
import { adminCommandSchema, type AdminCommand } from './admin-command.ts';

// While the server holds the embedded database, `npm run admin` cannot open it: it asks the server over a
// unix socket instead. The socket sits in a folder only this machine's user may enter (0700), so nobody
// else can connect; the server runs what it is sent as if typed at its own command line.

/** The largest request the server reads: a command and a password are a few hundred bytes. */
const MAX_REQUEST_BYTES = 64 * 1024;
/** The longest path a unix socket may have on Linux. */
const MAX_SOCKET_PATH = 107;

/** Asks the server for a consistent copy of its embedded database's data folder (for `npm run backup`). */
export interface CopyDatabaseRequest {
  kind: 'copy-database';
}

/** The server's answer on the socket. */
type ControlAnswer = { ok: true; output: string } | { ok: false; message: string };

/** The 0700 folder in DATA_DIR that holds the socket (or the file naming it, when DATA_DIR's path is too long). */
export function controlDir(dataDir: string): string {
  return join(resolve(dataDir), 'control');
}

/**
 * Serves `run` on the data folder's control socket until the returned close is called. `run` gets each
 * command, validated; its thrown message (an `AppError`'s) is sent back for the command to print.
 * `copyDatabase`, when given, answers a `copy-database` request with where it wrote the copy.
 */
export async function serveControlSocket(
  dataDir: string,
  run: (command: AdminCommand) => Promise<string>,
  copyDatabase?: () => Promise<string>,
): Promise<() => Promise<void>> {
  const dir = controlDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // An older folder may have been made with wider rights.
  chmodSync(dir, 0o700);
  let socketPath = join(dir, 'admin.sock');
  let ownDir: string | null = null;
  if (socketPath.length > MAX_SOCKET_PATH) {
    ownDir = mkdtempSync(join(tmpdir(), 'localrank-control-'));
    socketPath = join(ownDir, 'admin.sock');
  }
  // Left by a server that was killed.
  rmSync(socketPath, { force: true });
  const server: Server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) return void socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      void answer(received.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
    socket.on('error', () => {});
  });
  const answer = async (line: string): Promise<ControlAnswer> => {
    let parsed: ReturnType<typeof adminCommandSchema.safeParse>;
    let request: unknown;
    try {
      request = JSON.parse(line);
      parsed = adminCommandSchema.safeParse(request);
    } catch {
      return { ok: false, message: 'The request is not JSON.' };
    }
    if (copyDatabase && (request as Partial<CopyDatabaseRequest> | null)?.kind === 'copy-database') {
      try {
        return { ok: true, output: await copyDatabase() };
      } catch (error) {
        return { ok: false, message: error instanceof AppError ? error.message : 'The server could not copy its database; see its log.' };
      }
    }
    if (!parsed.success)
      return { ok: false, message: 'The request is not a command this server knows; is `npm run admin` from the same version?' };
    try {
      return { ok: true, output: await run(parsed.data) };
    } catch (error) {
      return { ok: false, message: error instanceof AppError ? error.message : 'The server could not run the command; see its log.' };
    }
  };
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolveListen());
  });
  writeFileSync(join(dir, 'socket-path'), socketPath, { mode: 0o600 });
  return async () => {
    await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    rmSync(join(dir, 'socket-path'), { force: true });
    rmSync(ownDir ?? socketPath, { recursive: true, force: true });
  };
}

/** Raised when the running server does not answer on its control socket. */
export class ControlSocketUnavailableError extends Error {
  override name = 'ControlSocketUnavailableError';
}

/** The running server's refusal of a command, with its message for the person (a taken username, a weak password). */
export class ControlCommandRefusedError extends Error {
  override name = 'ControlCommandRefusedError';
}

/**
 * Sends `command` to the server that holds `dataDir` and resolves with what it printed; rejects with the
 * server's message when the command failed (`ControlCommandRefusedError`), or `ControlSocketUnavailableError`
 * when no server answers.
 */
export function sendControlCommand(dataDir: string, command: AdminCommand | CopyDatabaseRequest): Promise<string> {
  const pathFile = join(controlDir(dataDir), 'socket-path');
  if (!existsSync(pathFile)) return Promise.reject(new ControlSocketUnavailableError('The server has no control socket open.'));
  const socketPath = readFileSync(pathFile, 'utf8').trim();
  return new Promise((resolveAnswer, reject) => {
    const socket = createConnection(socketPath);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error) =>
      reject(new ControlSocketUnavailableError(`The server's control socket does not answer (${error.message}).`)),
    );
    socket.on('end', () => {
      try {
        const reply = JSON.parse(received) as ControlAnswer;
        if (reply.ok) resolveAnswer(reply.output);
        else reject(new ControlCommandRefusedError(reply.message));
      } catch {
        reject(new ControlSocketUnavailableError('The server closed its control socket without an answer.'));
      }
    });
  });
}
