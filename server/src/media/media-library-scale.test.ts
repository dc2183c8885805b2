// The media library at 100,000 images: the first page and a search come back (keyset order, trigram search).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';

let server: TestServer;
let editor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.signedInClient('editor');
  // 100,000 image rows (no bytes: the list never reads them), one minute apart, every 1,000th with an alt text.
  await server.orm.em.getConnection().execute(`
    insert into media_assets (filename, original_name, mime_type, size, url, sha256, alt_text, metadata, created_at)
    select 'img-' || n || '.png', 'photo-' || n || '.png', 'image/png', 1000 + n, '/media/img-' || n || '.png',
           lpad(to_hex(n), 64, '0'), case when n % 1000 = 0 then 'Lighthouse number ' || n else '' end,
           jsonb_build_object('width', 640, 'height', 480), timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 100000) as n`);
  await server.orm.em.getConnection().execute('analyze media_assets');
});

afterAll(async () => {
  await server?.close();
});

interface Page {
  items: Array<{ originalName: string; alt: string; usages: unknown[] }>;
  nextCursor: string | null;
}

describe('media.library at 100,000 images', () => {
  it('answers the first page, the next one by its cursor, and a search', async () => {
    const first = trpcData<Page>(await trpcQuery(editor, 'media.library', { pageSize: 24 }));
    expect(first.items).toHaveLength(24);
    expect(first.items[0]).toMatchObject({ originalName: 'photo-100000.png', usages: [] });
    const second = trpcData<Page>(await trpcQuery(editor, 'media.library', { pageSize: 24, cursor: first.nextCursor }));
    expect(second.items[0]!.originalName).toBe('photo-99976.png');

    const found = trpcData<Page>(await trpcQuery(editor, 'media.library', { search: 'lighthouse', pageSize: 100 }));
    expect(found.items).toHaveLength(100);
    expect(found.items[0]!.alt).toBe('Lighthouse number 100000');
    expect(found.nextCursor).toBeNull();
    const byName = trpcData<Page>(await trpcQuery(editor, 'media.library', { search: 'photo-4242.' }));
    expect(byName.items.map((item) => item.originalName)).toEqual(['photo-4242.png']);
  });
});
