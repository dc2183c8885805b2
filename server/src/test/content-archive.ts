import { CONTENT_EXPORT_URL, CONTENT_IMPORT_URL } from '@app/contracts';
import { createHash } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import type { TestClient } from './test-server.ts';

/** Downloads the content export as `client` (an administrator) from the server at `baseUrl`: its bytes and status. */
export async function downloadContentExport(
  baseUrl: string,
  client: TestClient,
): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
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

/** The entries of a content archive (gunzipped and untarred), in order, for a test to read or alter. */
export async function unpackArchive(archive: Buffer): Promise<Array<{ name: string; body: Buffer }>> {
  const extract = tarExtract();
  pipeline(Readable.from([gunzipSync(archive)]), extract, () => {});
  const entries: Array<{ name: string; body: Buffer }> = [];
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    entries.push({ name: entry.header.name, body: Buffer.concat(chunks) });
  }
  return entries;
}

/** Packs `entries` as a gzipped tar, as an export is; with `withChecksums`, the last entry's checksums are recomputed. */
export async function packArchive(entries: Array<{ name: string; body: Buffer }>, withChecksums = false): Promise<Buffer> {
  const pack = tarPack();
  const sums: Record<string, string> = {};
  for (const { name, body } of entries) {
    if (withChecksums && name === 'checksums.json') {
      pack.entry({ name }, Buffer.from(JSON.stringify(sums)));
      continue;
    }
    sums[name] = createHash('sha256').update(body).digest('hex');
    pack.entry({ name }, body);
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  return gzipSync(Buffer.concat(chunks));
}
