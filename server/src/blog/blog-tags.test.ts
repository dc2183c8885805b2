// Tags at the database: the tag pages read through the kept runs give what OFFSET over the tagged posts gives, after
// every kind of write, on PostgreSQL and on the embedded one; the database's tag key is the contracts' key.
import { BLOG_PAGE_SIZE, blogTagKey, TAG_KEY_CASED_RANGES, TAG_KEY_SEPARATOR_RANGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../clock.ts';
import type { Orm } from '../db/orm.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { keepArchiveRunsCounted } from './blog-archive-runs.ts';
import { readTagPage } from './blog-tag-page.ts';
import { executeWithTriggersOff } from '../test/blog-post-rows.ts';

const NOW = new Date('2026-06-01T12:00:00Z').getTime();
const HOUR = 3600_000;
const TAGS = ['Google Maps', 'Reviews', 'Café Owners'];
const KEYS = TAGS.map(blogTagKey);

/** `count` posts from id `first` on, over three years, many on one day; tags by n (some none), every 37th a draft. */
function insertPostsSql(first: number, count: number): string {
  return `
    insert into blog_posts (title, slug, content, status, published_at, categories, tags, seo)
    select 'Post ' || n, 'post-' || n, '<p>Body.</p>',
           case when n % 37 = 0 then 'draft' else 'published' end,
           timestamptz '2023-01-01' + ((n * 7919) % 1100) * interval '1 day', '["Local SEO"]',
           case when n % 5 = 0 then '[]'::jsonb
                when n % 2 = 0 then '["Google Maps", "Reviews"]'::jsonb
                when n % 3 = 0 then '["google maps", "Café Owners"]'::jsonb
                else '["Reviews"]'::jsonb end,
           '{}'
      from generate_series(${first}, ${first + count - 1}) as n`;
}

/** A tag's public posts by OFFSET over blog_posts (every one for no page), newest first, and their count. */
async function offsetPage(orm: Orm, key: string, page: number | null) {
  const at = new Date(NOW);
  const connection = orm.em.fork().getConnection();
  const where = `status = 'published' and published_at <= ? and (offline_until is null or offline_until <= ?)
                 and exists (select 1 from jsonb_array_elements_text(tags) as tag where derived.blog_tag_key(tag) = ?)`;
  const rows = await connection.execute<Array<{ id: number }>>(
    `select id from blog_posts where ${where} order by published_at desc, id desc ${page === null ? '' : 'limit ? offset ?'}`,
    [at, at, key, ...(page === null ? [] : [BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE])],
  );
  return rows.map((row) => row.id);
}

/** Every page of each tag, and one past the last, equals the slices of its whole ordered list. */
async function expectEveryTagPageAsOffset(orm: Orm): Promise<void> {
  for (const key of KEYS) {
    const all = await offsetPage(orm, key, null);
    const last = Math.max(1, Math.ceil(all.length / BLOG_PAGE_SIZE));
    for (let page = 1; page <= last + 1; page += 1) {
      const read = await readTagPage(orm.em.fork(), key, page);
      expect({ key, page, ids: read?.posts.map((post) => post.id), total: read?.total }).toEqual({
        key,
        page,
        ids: all.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
        total: all.length,
      });
    }
    expect(await offsetPage(orm, key, Math.ceil(last / 2))).toEqual(
      (await readTagPage(orm.em.fork(), key, Math.ceil(last / 2)))?.posts.map((post) => post.id),
    );
  }
}

for (const embedded of [false, true]) {
  describe(`tag pages by kept runs on ${embedded ? 'the embedded PostgreSQL' : 'PostgreSQL'}`, () => {
    let database: TestOrm;
    let orm: Orm;
    const sql = (text: string, bindings: unknown[] = []) => orm.em.getConnection().execute(text, bindings);

    beforeAll(async () => {
      setClock(() => new Date(NOW));
      database = await createMigratedTestOrm({ embedded });
      orm = database.orm;
      await sql(insertPostsSql(1, 700));
      await sql(`update blog_posts set published_at = ? where id = 2`, [new Date(NOW + 24 * HOUR)]);
      await sql(`update blog_posts set offline_until = ? where id = 4`, [new Date(NOW + 24 * HOUR)]);
    }, 120_000);

    afterAll(async () => {
      setClock();
      await database?.close();
    });

    it('computes the key as the contracts do, whatever the letters', async () => {
      const names = [
        ...['Google Maps', '  google--maps! ', 'Café Owners', 'ÉTÉ 2025', '日本', 'İstanbul', 'K-9 Kelvin', 'x_y', 'Straße'],
        ...['Кафе', ' 日本、旅行！', 'Ελλάδα ΟΔΟΣ', 'Σάντα – Ρόζα', 'مقهى؟', '☕ 🇯🇵 東京 ★', '\u0418\u0306', '\u212A', '\u212B', '🎉'],
        // Every letter of the cased blocks, each alone and beside a letter of no case (so none is a Latin key)...
        ...TAG_KEY_CASED_RANGES.flatMap(([from, to]) =>
          Array.from({ length: to - from + 1 }, (_, n) => [String.fromCodePoint(from + n), `日${String.fromCodePoint(from + n)}本`]).flat(),
        ),
        // ...and each separator range's ends between two such letters.
        ...TAG_KEY_SEPARATOR_RANGES.flatMap(([from, to]) => [from, to].map((code) => `日${String.fromCodePoint(code)}本`)),
      ];
      const rows = await sql(
        `select derived.blog_tag_key(name) as key from jsonb_array_elements_text(?::jsonb) with ordinality as n(name, i) order by i`,
        [JSON.stringify(names)],
      );
      expect(rows.map((row) => row.key)).toEqual(names.map(blogTagKey));
    });

    it('gives every page of each tag, and one past the last, as OFFSET over the tagged posts does; names the tag as written', async () => {
      const runs = await sql(`select label, count(*) as runs from derived.blog_archive_buckets where label like '#tag:%' group by label`);
      // "Google Maps" and "google maps" are one tag; the larger tags are cut in several runs.
      expect(runs.map((row) => row.label).sort()).toEqual(KEYS.map((key) => `#tag:${key}`).sort());
      expect(Number(runs.find((row) => row.label === '#tag:reviews')!.runs)).toBeGreaterThan(1);
      await expectEveryTagPageAsOffset(orm);
      expect((await readTagPage(orm.em.fork(), 'cafe-owners', 1))?.tag).toEqual({ key: 'cafe-owners', name: 'Café Owners' });
      expect(await readTagPage(orm.em.fork(), 'no-such-tag', 1)).toBeNull();
    }, 180_000);

    it('stays as OFFSET after retagging, publishing, unpublishing, moving and deleting posts', async () => {
      await sql(`update blog_posts set tags = '["Reviews", "Café Owners"]' where id in (10, 20, 30)`);
      await sql(`update blog_posts set tags = '[]' where id in (11, 13, 17)`);
      await sql(`update blog_posts set status = 'draft' where id in (12, 14, 300)`);
      await sql(`update blog_posts set status = 'published' where id in (37, 74)`);
      await sql(`update blog_posts set published_at = timestamptz '2022-06-01' where id = 16`);
      await sql(`delete from blog_posts where id in (18, 19, 400)`);
      // An edit of the text alone changes no tag row.
      await sql(`update blog_posts set title = 'Retitled' where id = 22`);
      await sql(insertPostsSql(2000, 300));
      await expectEveryTagPageAsOffset(orm);
      await sql(`delete from blog_posts where id % 2 = 1`);
      await expectEveryTagPageAsOffset(orm);
    }, 240_000);

    it('lists the tags again at start when posts were written with the triggers off', async () => {
      await executeWithTriggersOff(orm, insertPostsSql(5000, 60));
      expect(await keepArchiveRunsCounted(orm.em.fork())).toBe(true);
      expect(await keepArchiveRunsCounted(orm.em.fork())).toBe(false);
      await expectEveryTagPageAsOffset(orm);
    }, 180_000);

    it('starts again from nothing when the posts are truncated', async () => {
      await sql(`truncate blog_posts cascade`);
      expect(await sql(`select * from derived.blog_tag_posts`)).toEqual([]);
      await sql(insertPostsSql(1, 100));
      await expectEveryTagPageAsOffset(orm);
    }, 120_000);
  });
}
