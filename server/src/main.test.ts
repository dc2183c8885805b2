import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';
import { seededDataDir } from './test/embedded-template.ts';

const dataDir = seededDataDir(mkdtempSync(join(tmpdir(), 'localrank-main-')));

/** Starts the real server process on the embedded database in `dataDir`, with `env` added. */
const startServer = (env: Record<string, string> = {}) =>
  startServerProcess({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST_DIR: join(dataDir, 'no-web'), ...env });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process on the embedded database', () => {
  it('keeps data across a graceful restart, and exits 0 on SIGTERM', async () => {
    const account = { username: 'survivor', password: 'Passw0rdOk', name: 'S', email: 's@example.com' };

    const first = await startServer();
    const registered = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.url },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    // Same data folder: migrations and seeding run again as no-ops, and the account is still there.
    const second = await startServer();
    const login = await fetch(`${second.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: second.url },
      body: JSON.stringify({ username: account.username, password: account.password }),
    });
    expect(login.status).toBe(200);
    const health = await fetch(`${second.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  }, 240_000);

  it('keeps an uploaded background across a restart: the home page lookup still finds and serves it', async () => {
    const admin = { ADMIN_USERNAME: 'restart-admin', ADMIN_PASSWORD: 'Restart-Passw0rd' };
    const first = await startServer(admin);
    const login = await fetch(`${first.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.url },
      body: JSON.stringify({ username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
    const saved = await fetch(`${first.url}/api/media/save-background`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.url, Cookie: cookie },
      body: JSON.stringify({
        elementId: 'problem-statement-bg-image',
        imageData: `data:image/png;base64,${png.toString('base64')}`,
        fileName: 'background-image.jpg',
      }),
    });
    expect(saved.status).toBe(200);
    const { url: savedUrl } = (await saved.json()) as { url: string };
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    // The home page's two-step lookup of docs/product.md §7, against the restarted process.
    const second = await startServer();
    const items = (await (await fetch(`${second.url}/api/media`)).json()) as { filename: string; originalName: string; url: string }[];
    const item = items.find((entry) => entry.originalName.includes('problem-statement') || entry.filename.includes('problem-statement'));
    expect(item).toBeDefined();
    const { imageUrl } = (await (await fetch(new URL(item!.url, second.url))).json()) as { imageUrl: string };
    expect(imageUrl).toBe(savedUrl);
    const image = await fetch(new URL(imageUrl, second.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(48);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 240_000);
});
