import { POST_TRAFFIC_DAYS, POST_TRAFFIC_PAGE_SIZE, type PostTrafficAttention, type PostTrafficPage } from '@app/contracts';
import { scoreRating } from '@app/seo-analysis';
import type { EntityManager } from '@mikro-orm/postgresql';
import { scoreRange } from '../seo-report/seo-report-list.ts';
import { addDays, utcDay } from './utc-days.ts';

interface PostTrafficSql {
  id: number;
  title: string;
  path: string;
  seo_score: number;
  worst_text: string | null;
  views: string | number;
  visitors: string | number;
  attention: number;
  total: string | number;
}

const ATTENTION: PostTrafficAttention[] = ['unseen', 'weak', null];

/**
 * The blog manager's "Traffic and SEO" list: every published post with its SEO score (the stored analysis) and worst
 * problem, and its views and visitors of the last 30 days (the day roll-ups of its address), those that need
 * attention first: posts that score well (green) but drew no views, best score first; then posts drawing views with a
 * bad (red) score, most views first; then the rest, most views first. A page of 50 from `offset`.
 */
export async function listPostTraffic(em: EntityManager, offset: number, at: Date): Promise<PostTrafficPage> {
  const since = addDays(utcDay(at), 1 - POST_TRAFFIC_DAYS);
  const [goodFrom] = scoreRange('good');
  const [, badTo] = scoreRange('bad');
  const rows = await em.getConnection().execute<PostTrafficSql[]>(
    `with views as (
       select key as path, sum(views) as views, sum(visitors) as visitors
         from analytics_rollups
        where grain = 'day' and dimension = 'page' and period >= ? and period < ? and key like '/blog/%'
        group by key
     ), posts as (
       select p.id, p.title, a.path, a.seo_score, a.worst_text, coalesce(v.views, 0) as views, coalesce(v.visitors, 0) as visitors
         from blog_posts p
         join seo_analyses a on a.kind = 'post' and a.ref_id = p.id::text
         left join views v on v.path = a.path
        where p.status = 'published' and (p.published_at is null or p.published_at <= ?) and (p.offline_until is null or p.offline_until <= ?)
     )
     select *, case when seo_score >= ? and views = 0 then 0 when seo_score <= ? and views > 0 then 1 else 2 end as attention,
            count(*) over () as total
       from posts
      order by attention, case when seo_score >= ? and views = 0 then seo_score else views end desc, id desc
      limit ? offset ?`,
    [`${since}T00:00:00Z`, `${addDays(utcDay(at), 1)}T00:00:00Z`, at, at, goodFrom, badTo, goodFrom, POST_TRAFFIC_PAGE_SIZE, offset],
    'all',
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      path: row.path,
      seoScore: row.seo_score,
      seoRating: scoreRating(row.seo_score),
      worst: row.worst_text,
      views: Number(row.views),
      visitors: Number(row.visitors),
      attention: ATTENTION[row.attention] ?? null,
    })),
    total: Number(rows[0]?.total ?? 0),
    since,
  };
}
