import { backgroundElementLabel, type MediaUsage } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readLog } from '../builder/builder-page-log.ts';
import { BuilderPageRow } from '../entities/builder-page.entity.ts';
import type { MediaAsset } from '../entities/media-asset.entity.ts';
import { containsPattern } from '../db/like-pattern.ts';

/**
 * What every stored URL of an asset contains: `/media/` and its file name without the extension (its original
 * is `/media/{stem}.{ext}`, its variants `/media/{stem}-640w.webp`). The stem starts with 16 hex digits of the
 * image's hash, so it names one asset.
 */
export function urlStem(asset: Pick<MediaAsset, 'filename'>): string {
  return `/media/${asset.filename.replace(/\.[^.]+$/, '')}`;
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * The keys of every `/media/…` URL in `text`, as the database's `media_url_keys` finds them (migration
 * 20261206040000): the path segment after `/media/` up to its first `.`, `?`, `#`, quote, space or bracket.
 */
export function mediaUrlKeys(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(/\/media\/([^/.?#"'\s<>()&\\]+)/g), (match) => match[1]!))];
}

/** The index expressions (migration 20261206040000) that list the media keys of a post and of a working copy. */
const POST_MEDIA_KEYS = `media_url_keys(coalesce(image_url, '') || ' ' || content)`;
const WORKING_COPY_MEDIA_KEYS = 'media_url_keys(c.fields::text)';

interface Named {
  id: number;
  title: string;
  featured_image_id: number | null;
  image_url: string | null;
  content: string;
}

/**
 * Where each of `assets` is used, by asset id (an asset used nowhere has an empty list): the backgrounds bound
 * to it, blog posts that show it (featured image, image URL or in their content, live or in unpublished changes),
 * the built-in pages whose in-page edits or SEO settings name it, and builder pages whose current or published
 * elements show it. Posts are found through the index of their media URLs' keys, so the cost follows the number
 * of matches, not of posts; each match is then confirmed against the asset's own URL.
 */
export async function usagesOfAssets(em: EntityManager, assets: readonly MediaAsset[]): Promise<Map<number, MediaUsage[]>> {
  const usages = new Map<number, MediaUsage[]>(assets.map((asset) => [asset.id, []]));
  if (assets.length === 0) return usages;
  const connection = em.getConnection();
  const ids = assets.map((asset) => asset.id);
  const stems = assets.map((asset) => ({ id: asset.id, stem: urlStem(asset) }));
  const patterns = stems.map(({ stem }) => containsPattern(stem));
  const add = (id: number, usage: MediaUsage) => usages.get(id)?.push(usage);
  const mentioning = (text: string) => stems.filter(({ stem }) => text.includes(stem)).map(({ id }) => id);
  const run = <T>(sql: string, bindings: unknown[]) => connection.execute<T[]>(sql, bindings, 'all', em.getTransactionContext());

  const bindings = await run<{ element_id: string; asset_id: number }>(
    `select element_id, asset_id from media_bindings where asset_id in (${placeholders(ids.length)}) order by element_id`,
    ids,
  );
  for (const binding of bindings) add(binding.asset_id, { kind: 'background', label: backgroundElementLabel(binding.element_id) });

  const keys = await assetKeys(em, assets);
  const anyKey = `array[${placeholders(keys.length)}]::text[]`;
  const posts = await run<Named>(
    `select id, title, featured_image_id, image_url, content from blog_posts
      where featured_image_id in (${placeholders(ids.length)}) or ${POST_MEDIA_KEYS} && ${anyKey}
      order by id`,
    [...ids, ...keys],
  );
  for (const post of posts) {
    const featured = new Set([...(post.featured_image_id === null ? [] : [post.featured_image_id]), ...mentioning(post.image_url ?? '')]);
    for (const id of featured) add(id, { kind: 'blog-post', label: `the featured image of the blog post "${post.title}"` });
    for (const id of mentioning(post.content)) {
      if (!featured.has(id)) add(id, { kind: 'blog-post', label: `an image in the blog post "${post.title}"` });
    }
  }

  const copies = await run<{ title: string; fields: string }>(
    `select p.title, c.fields::text as fields from blog_post_working_copies c join blog_posts p on p.id = c.post_id
      where ${WORKING_COPY_MEDIA_KEYS} && ${anyKey} order by p.id`,
    keys,
  );
  for (const copy of copies) {
    for (const id of mentioning(copy.fields))
      add(id, { kind: 'blog-post', label: `an image in the unpublished changes of the blog post "${copy.title}"` });
  }

  const pages = await run<{ name: string; text: string }>(
    `select name, content::text || ' ' || meta::text as text from pages
      where content::text || ' ' || meta::text like any (array[${placeholders(patterns.length)}]) order by id`,
    patterns,
  );
  for (const page of pages) for (const id of mentioning(page.text)) add(id, { kind: 'page', label: `an image on the page "${page.name}"` });

  for (const [id, usage] of await builderUsages(em, patterns, mentioning)) add(id, usage);
  return usages;
}

/** The media URL keys of every file of `assets` (each original and its resized variants). */
async function assetKeys(em: EntityManager, assets: readonly MediaAsset[]): Promise<string[]> {
  const files = await em.getConnection().execute<Array<{ filename: string }>>(
    `select filename from media_files where asset_id in (${placeholders(assets.length)})`,
    assets.map((asset) => asset.id),
    'all',
    em.getTransactionContext(),
  );
  const names = [...assets.flatMap((asset) => [asset.filename, asset.url]), ...files.map((file) => file.filename)];
  return [...new Set(names.flatMap((name) => mediaUrlKeys(name.startsWith('/media/') ? name : `/media/${name}`)))];
}

/**
 * Builder pages whose elements show one of the assets, now or as published. The pages whose snapshots and log
 * entries (those a replay reads) or SEO mention an asset are found by SQL; only those are replayed, and a page
 * counts when its current or its published tree still names the asset.
 */
async function builderUsages(
  em: EntityManager,
  patterns: string[],
  mentioning: (text: string) => number[],
): Promise<Array<[number, MediaUsage]>> {
  const any = `like any (array[${placeholders(patterns.length)}])`;
  // Only what a replay of the current or published tree reads: the newest snapshot at or before each, and the
  // log entries after the older of the two (snapshots come every few entries, so this stays small however long
  // a page's history grows).
  const candidates = await em.getConnection().execute<Array<{ id: number }>>(
    `with bases as (
        select p.id, p.meta,
               (select max(s.version) from page_snapshots s where s.page_id = p.id) as current_base,
               (select max(s.version) from page_snapshots s where s.page_id = p.id and s.version <= p.published_version) as published_base
          from builder_pages p where p.deleted_at is null)
      select b.id from bases b where b.meta::text ${any}
        or exists (select 1 from page_snapshots s where s.page_id = b.id and s.version in (b.current_base, b.published_base) and s.tree::text ${any})
        or exists (select 1 from page_events e where e.page_id = b.id and e.version > least(b.current_base, b.published_base) and e.command::text ${any})
      order by b.id`,
    [...patterns, ...patterns, ...patterns],
    'all',
    em.getTransactionContext(),
  );
  if (candidates.length === 0) return [];
  const rows = await em.find(BuilderPageRow, { id: { $in: candidates.map((row) => row.id) } }, { orderBy: { id: 'asc' } });
  const found: Array<[number, MediaUsage]> = [];
  for (const row of rows) {
    const current = (await readLog(em, row)).log.page;
    let text = JSON.stringify([current.elements, row.meta]);
    if (row.publishedVersion !== null && row.publishedVersion !== row.version) {
      text += JSON.stringify((await readLog(em, row, row.publishedVersion)).log.page.elements);
    }
    for (const id of mentioning(text)) found.push([id, { kind: 'builder-page', label: `an image on the builder page "${row.name}"` }]);
  }
  return found;
}
