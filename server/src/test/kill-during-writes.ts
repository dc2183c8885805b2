import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/** The admin account the killed server is started with (created from the environment at start). */
const ADMIN = { username: 'killtest', password: 'Kill-Test-Passw0rd' };

/** What a kill-during-writes run found. */
export interface KillRunResult {
  /** Writes the server answered 200 to before it was killed. */
  acknowledged: number;
  /** Acknowledged writes not found after the restart (must be none). */
  missing: string[];
  /** The exit code of the killed server (null: killed by the signal). */
  killedExitCode: number | null;
}

async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed with ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** One page save adding element `key`; true when the server acknowledged it (200). */
async function save(server: ServerProcess, cookie: string, key: string): Promise<boolean> {
  try {
    const res = await fetch(`${server.url}/trpc/page.save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
      // Every save names a different element, so saves from the same base version never conflict.
      body: JSON.stringify({ slug: 'features', baseVersion: 0, edits: { [key]: { text: key } } }),
    });
    await res.text();
    return res.status === 200;
  } catch {
    // The connection died with the server: not acknowledged.
    return false;
  }
}

/**
 * Starts the server (`command`/`args`, default: the sources under tsx) with `env`, writes from four
 * clients at once, SIGKILLs it once `killAfter` writes were acknowledged (more are in flight), restarts
 * it on the same database and lists the acknowledged writes it no longer has.
 */
export async function killDuringWrites(
  env: Record<string, string>,
  options: { scratchDir: string; command?: string; args?: string[]; killAfter?: number },
): Promise<KillRunResult> {
  const killAfter = options.killAfter ?? 40;
  const serverEnv = {
    ...env,
    PORT: '0',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST_DIR: join(options.scratchDir, 'no-web'),
  };
  const launch = { command: options.command, args: options.args, timeoutMs: 120_000 };
  const first = await startServerProcess(serverEnv, launch);
  const cookie = await signIn(first);
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const key = `kill.write-${next++}`;
      if (await save(first, cookie, key)) acknowledged.push(key);
      if (acknowledged.length >= killAfter && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([writer(), writer(), writer(), writer()]);
  const killedExitCode = await first.exit;

  const second = await startServerProcess(serverEnv, launch);
  try {
    const res = await fetch(`${second.url}/trpc/page.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'features' }))}`);
    const body = (await res.json()) as { result: { data: { edits: Record<string, unknown> } } };
    const stored = new Set(Object.keys(body.result.data.edits));
    return { acknowledged: acknowledged.length, missing: acknowledged.filter((key) => !stored.has(key)), killedExitCode };
  } finally {
    second.child.kill('SIGTERM');
    await second.exit;
  }
}
