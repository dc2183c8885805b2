import { CONTENT_IMPORT_URL } from '@app/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { TestClient } from './test-server.ts';

function addEntry(pack: Pack, name: string, body: Buffer, sums: Record<string, string>): Promise<void> {
  sums[name] = createHash('sha256').update(body).digest('hex');
  return new Promise((resolve, reject) => pack.entry({ name, size: body.length }, body, (error) => (error ? reject(error) : resolve())));
}

/**
 * Writes to `path` a valid content archive of `files` media assets, each one file of `fileBytes` random (so
 * incompressible) bytes named `<prefix>-<n>.png`: a large archive made without holding it in memory. Answers its size.
 */
export async function writeMediaArchive(path: string, options: { files: number; fileBytes: number; prefix: string }): Promise<number> {
  const pack = tarPack();
  const writing = pipeline(pack, createGzip({ level: 1 }), createWriteStream(path));
  const sums: Record<string, string> = {};
  const counts = { media: options.files, pages: 0, posts: 0, builderPages: 0, templates: 0, bindings: 0 };
  const manifest = {
    format: 'localrank-content',
    version: 1,
    origin: 'https://source.example',
    createdAt: new Date().toISOString(),
    counts,
  };
  await addEntry(pack, 'manifest.json', Buffer.from(JSON.stringify(manifest)), sums);
  const rows: string[] = [];
  for (let n = 1; n <= options.files; n++) {
    const filename = `${options.prefix}-${n}.png`;
    await addEntry(pack, `media-files/${filename}`, randomBytes(options.fileBytes), sums);
    const file = { variant: 'original', filename, mimeType: 'image/png', width: 10, height: 10, size: options.fileBytes, etag: `"${n}"` };
    rows.push(
      JSON.stringify({
        id: n,
        filename,
        originalName: filename,
        mimeType: 'image/png',
        size: options.fileBytes,
        url: `/media/${filename}`,
        metadata: {},
        sha256: null,
        altText: '',
        createdAt: new Date().toISOString(),
        files: [file],
      }),
    );
  }
  await addEntry(pack, 'media/000001.ndjson', Buffer.from(rows.join('\n') + '\n'), sums);
  await addEntry(pack, 'checksums.json', Buffer.from(JSON.stringify(sums)), sums);
  pack.finalize();
  await writing;
  return statSync(path).size;
}

/** Uploads the archive file at `path` to the import route as `client`, streamed from disk: its status and JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the report or an error, read loosely by the tests
export function uploadArchiveFile(baseUrl: string, client: TestClient, path: string): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${CONTENT_IMPORT_URL}`, {
      method: 'POST',
      headers: {
        Cookie: client.cookie,
        Origin: baseUrl,
        'Content-Type': 'application/gzip',
        'Content-Length': String(statSync(path).size),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
    });
    request.on('error', reject);
    createReadStream(path).pipe(request);
  });
}
