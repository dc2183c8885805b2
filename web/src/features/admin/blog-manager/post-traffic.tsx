import { POST_TRAFFIC_DAYS, POST_TRAFFIC_PAGE_SIZE, type PostTrafficAttention, type PostTrafficRow } from '@app/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { AdminTable } from '../shared/admin-table.tsx';
import { countText } from '../shared/count-text.ts';
import { QueryState } from '../shared/query-state.tsx';
import { ShowMoreButton } from '../shared/show-more-button.tsx';
import { useShowMore } from '../shared/use-show-more.ts';

/** What a row's attention badge says. */
const ATTENTION_LABELS: Record<Exclude<PostTrafficAttention, null>, string> = {
  unseen: 'Scores well, no views',
  weak: 'Draws views, scores badly',
};

const RATING_CLASSES: Record<PostTrafficRow['seoRating'], string> = {
  good: 'text-emerald-300',
  ok: 'text-amber-300',
  bad: 'text-red-300',
};

const RATING_WORDS: Record<PostTrafficRow['seoRating'], string> = { good: 'good', ok: 'OK', bad: 'poor' };

/**
 * The blog manager's "Traffic and SEO" panel (issue 44): published posts with their SEO score and worst problem beside
 * their views and visitors of the last 30 days; posts that score well but draw nobody, and posts that draw visitors but
 * score badly, come first. A post's title opens it in the editor.
 */
export function PostTraffic({ onOpen, onClose }: { onOpen: (id: number) => void; onClose: () => void }) {
  const { afters, showMore } = useShowMore('traffic');
  const results = trpc.useQueries((t) => afters.map((after) => t.analytics.posts({ offset: after === null ? 0 : Number(after) })));
  const first = results[0]!;
  const last = results.at(-1)!;
  const rows = results.flatMap((result) => result.data?.rows ?? []);
  const total = first.data?.total ?? 0;
  const next = last.data && rows.length < total && last.data.rows.length === POST_TRAFFIC_PAGE_SIZE ? String(rows.length) : null;
  return (
    <section aria-labelledby="post-traffic-title" className="grid gap-4 py-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id="post-traffic-title" className="text-lg font-semibold text-white">
            Traffic and SEO
          </h3>
          <p className="max-w-2xl text-sm text-slate-300">
            Published posts with their views of the last {POST_TRAFFIC_DAYS} days beside their SEO score. First: posts that score well but
            drew no views, then posts that draw visitors but score badly.
          </p>
        </div>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
      {first.data ? <p className="text-sm text-slate-300 tabular-nums">{countText(total, 'published post', 'published posts')}</p> : null}
      {!first.data ? (
        <QueryState loadingText="Loading the posts’ traffic…" error={first.error} onRetry={() => void first.refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-300">No published posts yet.</p>
      ) : (
        <AdminTable caption="Posts by traffic and SEO" columns={['Post', 'SEO score', 'Worst problem', 'Views', 'Visitors']}>
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="px-4 py-2">
                <button
                  type="button"
                  className="text-left font-medium text-white underline-offset-2 hover:underline"
                  onClick={() => onOpen(row.id)}
                >
                  {row.title}
                </button>
                {row.attention ? (
                  <span className="mt-1 block w-fit rounded-full bg-amber-400/15 px-2 py-0.5 text-xs text-amber-200">
                    {ATTENTION_LABELS[row.attention]}
                  </span>
                ) : null}
              </td>
              <td className={`px-4 py-2 tabular-nums ${RATING_CLASSES[row.seoRating]}`}>
                {row.seoScore} <span className="text-xs">({RATING_WORDS[row.seoRating]})</span>
              </td>
              <td className="px-4 py-2 text-slate-300">{row.worst ?? 'None'}</td>
              <td className="px-4 py-2 tabular-nums">{row.views.toLocaleString('en')}</td>
              <td className="px-4 py-2 tabular-nums">{row.visitors.toLocaleString('en')}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ShowMoreButton
        next={next}
        pagesRead={afters.length}
        fetching={last.isFetching}
        error={last.error}
        onRetry={() => void last.refetch()}
        onMore={showMore}
      />
    </section>
  );
}
