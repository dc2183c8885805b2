// The import's upload over real HTTP: written to a temporary file as it arrives (never held whole in memory), read
// from it, and removed whatever happens (an import, a bad archive, a client that leaves); an over-limit body is
// refused with the 413 while it is still being sent; a large archive imports.
import { CONTENT_ARCHIVE_TOO_LARGE_MESSAGE, CONTENT_IMPORT_URL, MAX_CONTENT_ARCHIVE_BYTES, type ContentImportReport } from '@app/contracts';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadContentArchive } from '../test/content-archive.ts';
import { uploadArchiveFile, writeMediaArchive } from '../test/media-archive.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let admin: TestClient;
let scratch: string;

/** What is in the server's temporary folder (uploads being read, media files waiting for their batch). */
function temporaryFiles(): string[] {
  try {
    return readdirSync(server.app.config.uploadTmpDir);
  } catch {
    return [];
  }
}

/** A raw POST to the import route as the admin, its body to be written by the test. */
function importRequest(headers: Record<string, string>): ClientRequest {
  return httpRequest(`${server.baseUrl}${CONTENT_IMPORT_URL}`, {
    method: 'POST',
    headers: { Cookie: admin.cookie, Origin: server.baseUrl, 'Content-Type': 'application/gzip', ...headers },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
  scratch = mkdtempSync(join(tmpdir(), 'content-import-upload-'));
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the upload is spooled to a temporary file and removed', () => {
  it('a large archive (40 MB of images) imports, and no temporary file is left', async () => {
    const path = join(scratch, 'large.tar.gz');
    const size = await writeMediaArchive(path, { files: 80, fileBytes: 500_000, prefix: 'large' });
    expect(size).toBeGreaterThan(40_000_000);
    const res = await uploadArchiveFile(server.baseUrl, admin, path);
    expect(res.status).toBe(200);
    expect((res.json as ContentImportReport).counts.media).toEqual({ created: 80, updated: 0, skipped: 0 });
    const [row] = await server.orm.em
      .getConnection()
      .execute<Array<{ count: string; bytes: string }>>(
        `select count(*) as count, sum(length(bytes)) as bytes from media_files where filename like 'large-%'`,
      );
    expect(Number(row!.count)).toBe(80);
    expect(Number(row!.bytes)).toBe(80 * 500_000);
    expect(temporaryFiles()).toEqual([]);
  }, 120_000);

  it('a bad archive is a 400 and leaves no temporary file', async () => {
    const res = await uploadContentArchive(server.baseUrl, admin, Buffer.from('title,slug\nA post,a-post\n'));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^That file is not a content export: it is not gzip-compressed\./);
    expect(temporaryFiles()).toEqual([]);
  });

  it('an empty body keeps its 400 message', async () => {
    const res = await uploadContentArchive(server.baseUrl, admin, Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^Send the content export file \(\.tar\.gz\) itself as the request body/);
    expect(temporaryFiles()).toEqual([]);
  });

  it('a client that leaves mid-upload leaves no temporary file', async () => {
    const request = importRequest({ 'Content-Length': String(10_000_000) });
    request.on('error', () => {});
    request.write(Buffer.alloc(1_000_000, 1));
    // The part received is on disk (not in memory) while the rest is awaited...
    await expect.poll(() => temporaryFiles()).toHaveLength(1);
    request.destroy();
    // ...and gone once the client has left.
    await expect.poll(() => temporaryFiles()).toEqual([]);
  });
});

describe('an archive over the 200 MB cap', () => {
  it('sent without a declared length: refused with the 413 as the cap is passed, while the client is still sending', async () => {
    const planned = 2 * MAX_CONTENT_ARCHIVE_BYTES;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let sent = 0;
    const res = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
      const request = importRequest({ 'Transfer-Encoding': 'chunked' });
      let answered = false;
      request.on('response', (response) => {
        answered = true;
        const sentWhenAnswered = sent;
        let body = '';
        response.on('data', (data: Buffer) => (body += data.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body, sentWhenAnswered });
          request.destroy();
        });
      });
      // The server may close the connection on the rest of the body once it has answered.
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      const send = () => {
        while (!answered && sent < planned) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', send);
        }
        if (!answered) request.end();
      };
      send();
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(CONTENT_ARCHIVE_TOO_LARGE_MESSAGE);
    expect(res.sentWhenAnswered).toBeGreaterThan(MAX_CONTENT_ARCHIVE_BYTES);
    expect(res.sentWhenAnswered).toBeLessThan(planned);
    await expect.poll(() => temporaryFiles()).toEqual([]);
  }, 120_000);
});
