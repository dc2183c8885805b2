import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigOf, type DatabaseTarget } from '../db/database-target.ts';
import { createOrm, migrate } from '../db/orm.ts';
import { withPgClient } from '../test/pg-client.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { fillSearchWords } from '../blog/blog-search-words.ts';
import { readBackupArchive } from './backup-archive.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

// The blog's derived data (schema `derived`: the archive's runs, the tags' and categories' rows, the search's word
// counts) stays out of backups, which copy the public schema, and a restore builds it again from the posts it loads
// (the archive's rows before it commits; the word counts by the pass after the next start, in the background): into a
// new database, and with --force over one whose `derived` schema holds another site's data.

const scratch = mkdtempSync(join(tmpdir(), 'localrank-restore-derived-'));
const databases: TestDatabase[] = [];
const file = join(scratch, 'site.backup.gz');

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

async function empty(embedded: boolean): Promise<TestDatabase> {
  const database = await createTestDatabase({ embedded });
  databases.push(database);
  return database;
}

async function migrated(embedded = false): Promise<TestDatabase> {
  const database = await createTestDatabase({ embedded, from: 'migrated' });
  databases.push(database);
  const orm = await createOrm(database.target);
  try {
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
  return database;
}

/** `count` posts named `prefix`-n: categories (one a WordPress import's), tags, one in five a draft, words of their own. */
function addPosts(target: DatabaseTarget, prefix: string, count: number): Promise<void> {
  return withPgClient(clientConfigOf(target, 'localrank-test'), async (client) => {
    await client.query(
      `insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, tags, seo)
       select $1 || ' ' || n, $1 || '-' || n, 'Excerpt', '<p>' || $1 || ' words, and word' || n || '.</p>',
              case when n % 5 = 0 then 'draft' else 'published' end, timestamptz '2022-01-01' + n * interval '1 day',
              case when n % 2 = 0 then '["Local SEO", "Harbour Bakeries"]'::jsonb else '["Tutorials"]'::jsonb end,
              case when n % 3 = 0 then '["Google Maps"]'::jsonb else '[]'::jsonb end, '{}'
         from generate_series(1, $2::int) as n`,
      [prefix, count],
    );
    await client.query(`delete from blog_posts where slug = $1`, [`${prefix}-7`]);
  });
}

/**
 * The derived data as kept, and as counted again from blog_posts now: each must equal the other. Word counts, the
 * categories' and tags' rows, each label's total of published posts.
 */
function derivedData(target: DatabaseTarget) {
  return withPgClient(clientConfigOf(target, 'localrank-test'), async (client) => {
    const rows = async (sql: string) => (await client.query(sql)).rows;
    const published = `p.status = 'published' and p.published_at is not null`;
    return {
      kept: {
        words: await rows(`select word, posts from derived.search_words order by word`),
        categories: await rows(`select label, published_at, id from derived.blog_category_posts order by 1, 2, 3`),
        tags: await rows(`select key, published_at, id from derived.blog_tag_posts order by 1, 2, 3`),
        totals: await rows(`select label, sum(posts)::integer as posts from derived.blog_archive_buckets group by label order by label`),
        fill: await rows(`select through_id from derived.search_word_fill`),
      },
      counted: {
        words: await rows(`select word, count(*)::integer as posts
                             from blog_posts as p, unnest(tsvector_to_array(p.search_document)) as word
                            where ${published} and length(word) between 3 and 40 group by word order by word`),
        categories: await rows(`select distinct c.label, p.published_at, p.id
                                  from blog_posts as p, jsonb_array_elements_text(p.categories) as c(label)
                                 where ${published} order by 1, 2, 3`),
        tags: await rows(`select distinct derived.blog_tag_key(t.tag) as key, p.published_at, p.id
                            from blog_posts as p, jsonb_array_elements_text(p.tags) as t(tag)
                           where ${published} order by 1, 2, 3`),
        totals: await rows(`select label, count(*)::integer as posts
                              from blog_posts as p, derived.blog_archive_labels(p.categories, p.tags) as l(label)
                             where ${published} group by label order by label`),
        fill: [{ through_id: null }],
      },
      schemas: (await rows(`select nspname from pg_namespace where nspname in ('derived', 'blog_search') order by 1`)).map(
        (row) => row.nspname as string,
      ),
    };
  });
}

/**
 * What a restore leaves for the word list (nothing counted, its mark at the start), then the pass after the next
 * start (`fillSearchWords`, as the server runs it) counting every post.
 */
async function countWordsAsAStartDoes(target: DatabaseTarget): Promise<void> {
  const left = await withPgClient(clientConfigOf(target, 'localrank-test'), async (client) => ({
    words: Number((await client.query(`select count(*) as n from derived.search_words`)).rows[0].n),
    fill: (await client.query(`select through_id from derived.search_word_fill`)).rows,
  }));
  expect(left).toEqual({ words: 0, fill: [{ through_id: '0' }] });
  const orm = await createOrm(target);
  try {
    expect(await fillSearchWords(orm.em.fork(), () => false)).toBeGreaterThan(0);
  } finally {
    await orm.close(true);
  }
}

let source: TestDatabase;

beforeAll(async () => {
  source = await migrated();
  await addPosts(source.target, 'Restored', 120);
  await writeBackup(source.target, file);
}, 300_000);

describe('the derived data in a backup and a restore', () => {
  it('is left out of the backup: only the public schema’s tables are in it', async () => {
    const tables: string[] = [];
    for await (const record of readBackupArchive(file))
      if (record.kind === 'header') tables.push(...record.header.tables.map((t) => t.name));
    expect(tables).toContain('blog_posts');
    for (const derived of [
      'search_words',
      'search_word_fill',
      'words',
      'word_fill',
      'blog_archive_buckets',
      'blog_tag_posts',
      'blog_category_posts',
    ])
      expect(tables).not.toContain(derived);
    expect(tables.every((name) => !name.includes('.'))).toBe(true);
  });

  it.each([
    ['a PostgreSQL server', false],
    ['the embedded database', true],
  ])(
    'is built again from the loaded posts by a restore into %s, new or replaced with --force',
    async (_name, embedded) => {
      const before = await derivedData(source.target);
      expect(before.kept).toEqual(before.counted);
      expect(before.kept.words.length).toBeGreaterThan(100);
      expect(before.kept.categories.some((row) => row.label === 'Harbour Bakeries')).toBe(true);

      // Each database stems words its own way (PGlite's text search differs): the words are compared with its own count.
      const sameAsSource = (data: typeof before) => {
        expect(data.kept).toEqual(data.counted);
        expect({ ...data.kept, words: [] }).toEqual({ ...before.kept, words: [] });
        if (!embedded) expect(data.kept.words).toEqual(before.kept.words);
        expect(data.schemas).toEqual(['derived']);
      };

      const fresh = await empty(embedded);
      await restoreBackup(fresh.target, file);
      await countWordsAsAStartDoes(fresh.target);
      sameAsSource(await derivedData(fresh.target));

      // Over another site: its derived data goes with its posts.
      const other = await migrated(embedded);
      await addPosts(other.target, 'Replaced', 60);
      expect((await derivedData(other.target)).kept.categories.length).toBeGreaterThan(0);
      await restoreBackup(other.target, file, { force: true });
      await countWordsAsAStartDoes(other.target);
      sameAsSource(await derivedData(other.target));
    },
    300_000,
  );
});
