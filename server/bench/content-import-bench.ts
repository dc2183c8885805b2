// The content import's server memory with a large upload: a generated archive of BENCH_IMPORT_FILES (120) media
// files of 500 kB random bytes (about 60 MB gzipped, incompressible) is streamed from disk to the import route of
// a test server in this process, while process.memoryUsage() is sampled every 5 ms. Prints the peak growth of RSS,
// heap and Buffers (arrayBuffers) over the figures just before the upload, and the time. Needs TEST_DATABASE_URL.
// Run: npx tsx server/bench/content-import-bench.ts
import type { ContentImportReport } from '@app/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadArchiveFile, writeMediaArchive } from '../src/test/media-archive.ts';
import { startTestServer } from '../src/test/test-server.ts';

const FILES = Number(process.env.BENCH_IMPORT_FILES ?? 120);
const FILE_BYTES = 500_000;
const MB = 1e6;

const scratch = mkdtempSync(join(tmpdir(), 'content-import-bench-'));
const archivePath = join(scratch, 'archive.tar.gz');
try {
  const size = await writeMediaArchive(archivePath, { files: FILES, fileBytes: FILE_BYTES, prefix: 'bench' });
  const server = await startTestServer();
  try {
    const admin = await server.signedInClient('admin');
    global.gc?.();
    const before = process.memoryUsage();
    const peak = { ...before };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      for (const key of ['rss', 'heapUsed', 'arrayBuffers', 'external'] as const) peak[key] = Math.max(peak[key], now[key]);
    }, 5);
    const started = performance.now();
    const res = await uploadArchiveFile(server.baseUrl, admin, archivePath);
    const ms = performance.now() - started;
    clearInterval(sampler);
    if (res.status !== 200) throw new Error(`import failed: ${res.status} ${JSON.stringify(res.json)}`);
    const created = (res.json as ContentImportReport).counts.media.created;
    if (created !== FILES) throw new Error(`imported ${created} of ${FILES} images`);
    console.log(
      `content import of a ${(size / MB).toFixed(1)} MB archive (${FILES} media files): ${(ms / 1000).toFixed(1)} s; ` +
        `peak growth RSS ${((peak.rss - before.rss) / MB).toFixed(1)} MB, heap ${((peak.heapUsed - before.heapUsed) / MB).toFixed(1)} MB, ` +
        `Buffers ${((peak.arrayBuffers - before.arrayBuffers) / MB).toFixed(1)} MB (load ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')})`,
    );
  } finally {
    await server.close();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
