import { REVIEW_NOTE_MAX } from '@app/contracts';
import { useState } from 'react';
import { ArticleBody } from '../../../../components/article-body.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { toast } from '../../../../lib/toast-store.ts';
import type { AdminBlogPost } from '@app/contracts';
import { messageOf } from '../save-error.ts';
import type { PostReviewState } from './use-post-review.ts';

/**
 * The review buttons of the editor's top bar: Submit for review (a contributor's draft), Withdraw from review (their
 * post in review) and Send back (an editor, a post in review, with a note for its contributor).
 */
export function PostReviewButtons({ review, busy }: { review: PostReviewState; busy: boolean }) {
  const [working, setWorking] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: { title: string; description: string }, failTitle: string) => {
    setWorking(true);
    try {
      await work();
      toast(done);
      return true;
    } catch (failure) {
      toast({ title: failTitle, description: messageOf(failure), variant: 'destructive' });
      return false;
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      {review.canSubmit ? (
        <Button
          size="sm"
          disabled={busy || working}
          onClick={() =>
            void run(
              review.submit,
              { title: 'Submitted for review', description: 'The editors have been told. It stays as it is until one of them acts.' },
              'Not submitted',
            )
          }
        >
          Submit for review
        </Button>
      ) : null}
      {review.canWithdraw ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy || working}
          onClick={() =>
            void run(review.withdraw, { title: 'Withdrawn from review', description: 'It is your draft again.' }, 'Not withdrawn')
          }
        >
          Withdraw from review
        </Button>
      ) : null}
      {review.canSendBack ? (
        <Button size="sm" variant="outline" disabled={busy || working} onClick={() => setSendingBack(true)}>
          Send back
        </Button>
      ) : null}
      <FormDialog
        open={sendingBack}
        title="Send back to its contributor"
        submitLabel="Send back"
        pending={working}
        error={error}
        onOpen={() => {
          setNote('');
          setError(null);
        }}
        onClose={() => setSendingBack(false)}
        onSubmit={() => {
          if (note.trim() === '') {
            setError('Write a note for the contributor: what should change before it can be published.');
            return;
          }
          void run(
            () => review.sendBack(note),
            { title: 'Sent back', description: 'The contributor sees your note in the editor.' },
            'Not sent back',
          ).then((ok) => ok && setSendingBack(false));
        }}
      >
        <TextAreaField
          label="Note for the contributor"
          rows={4}
          maxLength={REVIEW_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormDialog>
    </>
  );
}

/**
 * What the editor says about the post's review, above its fields: why it is read-only (before anyone types), the
 * note it was sent back with, or (to editors) that it waits for review.
 */
export function PostReviewNotice({ review, reviews }: { review: PostReviewState; reviews: boolean }) {
  const current = review.review;
  return (
    <>
      {review.lockReason ? (
        <p role="status" className="rounded-lg border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
          Read-only. {review.lockReason}
        </p>
      ) : null}
      {current?.state === 'sent_back' && current.note ? (
        <section
          aria-label="Note from the editor"
          className="rounded-lg border border-sky-400/40 bg-sky-400/10 px-4 py-3 text-sm text-sky-100"
        >
          <p className="font-medium">Sent back{current.by ? ` by ${current.by}` : ''}: change it, then submit it for review again.</p>
          <p className="mt-1 whitespace-pre-wrap">{current.note}</p>
        </section>
      ) : null}
      {reviews && current?.state === 'in_review' ? (
        <p role="status" className="rounded-lg border border-sky-400/40 bg-sky-400/10 px-4 py-3 text-sm text-sky-100">
          Submitted for review{current.by ? ` by ${current.by}` : ''}: publish or schedule it, or send it back with a note.
        </p>
      ) : null}
    </>
  );
}

/** A post its reader may not change: its title, excerpt and body as stored, with nothing to type into. */
export function PostReadOnlyView({ post }: { post: AdminBlogPost }) {
  return (
    <article aria-label="Post (read-only)" className="grid gap-3 rounded-xl border border-white/10 p-5">
      <h2 className="text-2xl font-semibold text-white">{post.title}</h2>
      {post.excerpt ? <p className="text-slate-300">{post.excerpt}</p> : null}
      <ArticleBody html={post.content} />
    </article>
  );
}
