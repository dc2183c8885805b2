// The sitemap at 25,000 posts: files of at most 10,000 URLs, and a write to one post builds only its own file again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterWrite } from '../cache/after-write.ts';
import { setClock } from '../clock.ts';
import type { Orm } from '../db/orm.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { SITEMAP_MAX_URLS, sitemapLayout, sitemapPostFilesBuilt } from './sitemap-files.ts';

const POSTS = 25_000;
const NOW = new Date('2026-06-01T12:00:00Z').getTime();
let clock = NOW;

let database: TestOrm;
let orm: Orm;
const sql = (text: string, bindings: unknown[] = []) => orm.em.getConnection().execute(text, bindings);

beforeAll(async () => {
  setClock(() => new Date(clock));
  database = await createMigratedTestOrm();
  orm = database.orm;
  await sql(`
    insert into blog_posts (title, slug, content, status, published_at, seo)
    select 'Post ' || n, 'post-' || n, '<p>Body.</p>', 'published', timestamptz '2020-01-01' + n * interval '1 hour', '{}'
      from generate_series(1, ${POSTS}) as n`);
  // Waiting for tomorrow: in the sitemap from then on, with no write.
  await sql(`update blog_posts set published_at = ? where id = 4321`, [new Date(NOW + 24 * 3600_000)]);
  afterWrite(orm.em, ['blog_posts']);
}, 180_000);

afterAll(async () => {
  setClock();
  await database?.close();
});

/** Every file of the sitemap's index, read (as a crawler would after reading /sitemap.xml). */
async function readAll(): Promise<string[][]> {
  const layout = await sitemapLayout(orm.em.fork(), SITEMAP_MAX_URLS);
  if (layout.kind !== 'index') throw new Error('expected an index');
  return Promise.all(layout.files.map(async (file) => (await file.entries()).map((entry) => entry.path)));
}

/** How many post files the next full read builds, after `write` (then the write is declared, as the services do). */
async function builtBy(write: () => Promise<unknown>): Promise<{ built: number; files: string[][] }> {
  await write();
  afterWrite(orm.em, ['blog_posts']);
  const before = sitemapPostFilesBuilt(orm.em);
  const files = await readAll();
  return { built: sitemapPostFilesBuilt(orm.em) - before, files };
}

describe('the sitemap of 25,000 posts', () => {
  it('is an index of files of at most 10,000 URLs that hold every public post once', async () => {
    expect(SITEMAP_MAX_URLS).toBe(10_000);
    const files = await readAll();
    // The pages' file, then three ranges of ids.
    expect(files).toHaveLength(4);
    for (const file of files) expect(file.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    const posts = files.slice(1).flat();
    expect(posts).toHaveLength(POSTS - 1);
    expect(new Set(posts).size).toBe(POSTS - 1);
    expect(posts).not.toContain('/blog/post-4321');
  }, 120_000);

  it('builds again only the file of the post a write changed, and none for a write to no file', async () => {
    await readAll();
    expect((await builtBy(async () => {})).built).toBe(0);

    const renamed = await builtBy(() => sql(`update blog_posts set slug = 'renamed-12345' where id = 12345`));
    expect(renamed.built).toBe(1);
    expect(renamed.files[2]).toContain('/blog/renamed-12345');

    const added = await builtBy(() =>
      sql(
        `insert into blog_posts (title, slug, content, status, published_at, seo) values ('New', 'new-post', '<p>x</p>', 'published', ?, '{}')`,
        [new Date(NOW - 3600_000)],
      ),
    );
    expect(added.built).toBe(1);
    expect(added.files.at(-1)).toContain('/blog/new-post');

    const removed = await builtBy(() => sql(`delete from blog_posts where id = 7`));
    expect(removed.built).toBe(1);
    expect(removed.files[1]).not.toContain('/blog/post-7');

    // A draft's edit changes no URL.
    expect(
      (await builtBy(() => sql(`update blog_posts set status = 'draft' where id = 5; update blog_posts set title = 'Draft' where id = 5`)))
        .built,
    ).toBe(1);
    expect((await builtBy(() => sql(`update blog_posts set title = 'Still a draft' where id = 5`))).built).toBe(0);
  }, 120_000);

  it('builds the file of a scheduled post again at its time, with no write', async () => {
    await readAll();
    clock = NOW + 25 * 3600_000;
    try {
      const before = sitemapPostFilesBuilt(orm.em);
      const files = await readAll();
      expect(sitemapPostFilesBuilt(orm.em) - before).toBe(1);
      expect(files[1]).toContain('/blog/post-4321');
    } finally {
      clock = NOW;
    }
  }, 120_000);
});
