/** How a post shows in the list: Draft, Published, or Scheduled (published with a future time). */
export type PostDisplayStatus = 'Draft' | 'Published' | 'Scheduled';

const styles: Record<PostDisplayStatus, string> = {
  Draft: 'bg-slate-500/20 text-slate-200',
  Published: 'bg-emerald-500/20 text-emerald-300',
  Scheduled: 'bg-amber-500/20 text-amber-200',
};

/** A small coloured badge with the post's status. */
export function PostStatusBadge({ status }: { status: PostDisplayStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${styles[status]}`}>{status}</span>;
}
