/** How a post shows in the list: Draft, In review (submitted by its contributor), Published, or Scheduled (a future time). */
export type PostDisplayStatus = 'Draft' | 'In review' | 'Published' | 'Scheduled';

const styles: Record<PostDisplayStatus, string> = {
  Draft: 'bg-slate-500/20 text-slate-200',
  'In review': 'bg-sky-500/20 text-sky-200',
  Published: 'bg-emerald-500/20 text-emerald-300',
  Scheduled: 'bg-amber-500/20 text-amber-200',
};

/** A small coloured badge with the post's status. */
export function PostStatusBadge({ status }: { status: PostDisplayStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${styles[status]}`}>{status}</span>;
}
