import { CONTENT_EXPORT_URL, CONTENT_IMPORT_URL } from '@app/contracts';
import type { TestClient } from './test-server.ts';

/** Downloads the content export as `client` (an administrator) from the server at `baseUrl`: its bytes and status. */
export async function downloadContentExport(baseUrl: string, client: TestClient): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(baseUrl + CONTENT_EXPORT_URL, { headers: { Cookie: client.cookie } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

/** Uploads `archive` to the import route as the admin screen does (raw bytes), answering its status and JSON. */
export async function uploadContentArchive(baseUrl: string, client: TestClient, archive: Buffer) {
  const res = await fetch(baseUrl + CONTENT_IMPORT_URL, {
    method: 'POST',
    headers: { Cookie: client.cookie, Origin: baseUrl, 'Content-Type': 'application/gzip' },
    body: archive,
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the report or an error, read loosely by the tests
  const json: any = text ? JSON.parse(text) : null;
  return { status: res.status, json };
}
