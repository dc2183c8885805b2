import { spawnSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ORIGIN } from './admin.ts';

// `npm run admin` beside the running e2e site: the server holds the embedded database, so the command goes
// through the server's control socket in the data folder, and the account works at once.

/** Runs `npm run admin -- ...args` on the e2e server's data folder, with `input` on standard input. */
export function adminCli(args: string[], input = '') {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    input,
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

/** Makes a second admin account with `npm run admin -- create` (a unique username with `prefix`); returns how to sign in. */
export function createAdminWithCli(prefix: string): { username: string; password: string } {
  const account = {
    username: `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
    password: 'Second-Admin-Passw0rd',
  };
  const made = adminCli(
    ['create', account.username, '--email', `${account.username}@example.com`, '--name', 'Second Admin'],
    `${account.password}\n`,
  );
  expect(made, made.stderr).toMatchObject({ code: 0 });
  return account;
}

/** Disables an account found by its username (accounts are never deleted), as an admin's browser context. */
export async function disableAccount(request: APIRequestContext, username: string): Promise<void> {
  const list = await request.get(`/trpc/team.list?input=${encodeURIComponent(JSON.stringify({ page: 1, search: username }))}`);
  const { items } = (await list.json()).result.data as { items: Array<{ id: number; username: string }> };
  const account = items.find((item) => item.username === username);
  expect(account, `${username} in the team list`).toBeDefined();
  const disabled = await request.post('/trpc/team.setDisabled', {
    data: { id: account?.id, disabled: true },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(disabled.status()).toBe(200);
}
