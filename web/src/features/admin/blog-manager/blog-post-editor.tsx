import { postRoom, type AdminBlogPost } from '@app/contracts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { countImagesLackingAlt, missingAltMessage } from '@app/contracts/article-images';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { RoomPresence } from '../shared/presence/room-presence.tsx';
import { statusLabel } from './blog-post-list.tsx';
import { SharePreviewDialog } from '../shared/share-preview-dialog.tsx';
import { PostContentCard } from './post-content-card.tsx';
import { PostRevisions } from './post-revisions.tsx';
import { PostScheduleCard } from './post-schedule-card.tsx';
import { PostSeoCard } from './post-seo-card.tsx';
import { PostSlugCard } from './post-slug-card.tsx';
import { PostStatusBadge } from './post-status-badge.tsx';
import { SaveStateText } from './save-state-text.tsx';
import { messageOf } from './save-error.ts';
import { DeletedPostBanner } from './deleted-post-banner.tsx';
import type { PostFields } from './post-draft.ts';
import { StaleSaveBanner } from './stale-save-banner.tsx';
import { usePostEditor } from './use-post-editor.ts';
import { usePostListCache } from './use-post-list-cache.ts';
import { WorkingCopyNotice } from './working-copy-notice.tsx';
import { may, roleLabel } from '@app/contracts/roles';
import { useRole } from '../../auth/use-role.ts';
import { PostReadOnlyView, PostReviewButtons, PostReviewNotice } from './review/post-review-panel.tsx';
import { usePostReview } from './review/use-post-review.ts';
import { NewsletterCard } from './newsletter/newsletter-card.tsx';

/**
 * The blog manager's editor of one post: the Content, Search Engine Optimization, URL & Slug Settings,
 * Publishing, Newsletter (a published post, editors and up) and Revisions cards, and Delete Post, Unpublish, Save Draft and Publish (Update once
 * published). It autosaves, and tells its parent whether unsaved changes remain. A live post's saves go to its working
 * copy: visitors see the published text until Update; Discard changes brings the editor back to it. Given New Post's placeholder, it is
 * editable at once: saving and publishing wait for the created post, deleting and scheduling start with it. A post
 * deleted elsewhere while open leaves the list, and its fields can be saved as a new draft (`onSaveAsNew`).
 */
export function BlogPostEditor({
  post,
  seed,
  categoryList,
  onCategoryList,
  onDirtyChange,
  onDeleted,
  onSaveAsNew,
  onBeforeRestore,
}: {
  post: AdminBlogPost;
  /** Fields to start from as if typed (a deleted post's, kept as this new draft); saved as soon as the post exists. */
  seed?: PostFields;
  categoryList: readonly string[];
  onCategoryList: (list: string[]) => void;
  onDirtyChange: (dirty: boolean) => void;
  onDeleted: () => void;
  /** Makes a new draft holding these fields and opens it (this post was deleted elsewhere); rejects when it could not. */
  onSaveAsNew: (fields: PostFields) => Promise<void>;
  /** Asks before a restore would drop unsaved changes; calls `proceed` when it may go on. */
  onBeforeRestore: (proceed: () => void) => void;
}) {
  const editor = usePostEditor(post, seed);
  const utils = trpc.useUtils();
  const listCache = usePostListCache();
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // An Update (now, or at a time) that would change the live address, waiting for the admin to confirm it.
  const [confirmingAddress, setConfirmingAddress] = useState<{ at: string | null } | null>(null);
  // Set when Publish or Schedule was refused for images without alt text; the message counts them as they are now.
  const [altRefused, setAltRefused] = useState(false);
  const imagesLackingAlt = countImagesLackingAlt(editor.draft.content);
  const { saved, state, dirty, pending } = editor;
  const published = saved.status === 'published';
  const role = useRole();
  // A contributor writes drafts: no Publish, Schedule or Unpublish (the server refuses them too).
  const publishes = may(role, 'publishPosts');
  // What the role may not change opens read-only and says why (review/post-lock.ts).
  const review = usePostReview(editor, role);
  const readOnly = review.lockReason !== null;

  // In the commit that changed it, so the parent knows before the next key is handled.
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // A deleted post's fields, kept as a new draft: saved at once (the save waits for the created post).
  const { flush } = editor;
  useEffect(() => {
    if (seed) void flush().catch(() => undefined);
  }, [seed, flush]);

  // Deleted elsewhere: it leaves the list (the editor keeps what it holds until the person chooses).
  const gone = state.kind === 'deleted';
  useEffect(() => {
    if (gone) listCache.deleted(saved.id);
  }, [gone, listCache, saved.id]);

  /** Runs a button's work once at a time; a failure becomes a notice (the save state shows it too). */
  const act = async (work: () => Promise<void>, failTitle: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast({ title: failTitle, description: messageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = () =>
    act(async () => {
      const post = await editor.save();
      toast(
        post.workingCopy
          ? { title: 'Changes saved as a draft', description: 'Visitors see the published version until you Update.' }
          : { title: 'Changes saved', description: 'Your blog post has been updated successfully' },
      );
    }, 'Changes not saved');

  /** Publishing (now, scheduled, or an update of a live post) needs alt text on every image; false when some lack it. */
  const imagesDescribed = (): boolean => {
    setAltRefused(imagesLackingAlt > 0);
    return imagesLackingAlt === 0;
  };

  const publish = () =>
    act(async () => {
      if (!imagesDescribed()) return;
      await editor.saveThen((current) => utils.client.blogAdmin.publish.mutate({ id: current.id, baseRevision: current.revision }));
      toast({ title: 'Post published', description: 'Your blog post is now live on the website.' });
    }, 'Post not published');

  // The live address, while an Update would change it: asked about first.
  const liveSlug = saved.workingCopy?.live.slug ?? saved.slug;

  /** True when an Update (now or at `at`) may go ahead: the address stays, or the admin confirmed its change. */
  const addressSettled = (at: string | null, addressConfirmed: boolean): boolean => {
    if (!addressConfirmed && editor.draft.slug !== liveSlug) {
      setConfirmingAddress({ at });
      return false;
    }
    setConfirmingAddress(null);
    return true;
  };

  /** Update: saves the changes, then they go live (the post keeps its date); a new address is asked about first. */
  const update = (addressConfirmed = false) => {
    if (!addressSettled(null, addressConfirmed)) return;
    void act(async () => {
      if (!imagesDescribed()) return;
      const current = await editor.save();
      if (!current.workingCopy) {
        toast({ title: 'Nothing to update', description: 'Visitors already see this version of the post.' });
        return;
      }
      await editor.saveThen((post) => utils.client.blogAdmin.applyChanges.mutate({ id: post.id, baseRevision: post.revision }));
      toast({ title: 'Post updated', description: 'Visitors now see your changes.' });
    }, 'Post not updated');
  };

  /** "Update at": saves the changes, then they go live at `at` (as the working copy stands then); a new address is asked about first. */
  const scheduleUpdate = (at: string, addressConfirmed = false) => {
    if (!addressSettled(at, addressConfirmed)) return;
    void act(async () => {
      // Checked again when it applies (images may be added after scheduling): the notice then says why it did not.
      if (!imagesDescribed()) return;
      const next = await editor.saveThen((post) =>
        utils.client.blogAdmin.scheduleChanges.mutate({ id: post.id, baseRevision: post.revision, at }),
      );
      toast({
        title: 'Update scheduled',
        description: `Visitors see your changes from ${formatDateTime(next.workingCopy?.applyAt ?? at)}.`,
      });
    }, 'Update not scheduled');
  };

  const cancelScheduledUpdate = () =>
    act(async () => {
      await editor.saveThen((post) => utils.client.blogAdmin.cancelScheduledChanges.mutate({ id: post.id, baseRevision: post.revision }));
      toast({ title: 'Scheduled update canceled', description: 'Your changes stay a draft until you Update.' });
    }, 'Scheduled update not canceled');

  const discard = () =>
    act(async () => {
      await editor.discard();
      setConfirmingDiscard(false);
      toast({ title: 'Changes discarded', description: 'The editor shows the published version again.' });
    }, 'Changes not discarded');

  const schedule = (at: string, newDate: boolean) =>
    act(async () => {
      if (!imagesDescribed()) return;
      const next = await editor.saveThen((current) =>
        utils.client.blogAdmin.publish.mutate({ id: current.id, baseRevision: current.revision, at, newDate }),
      );
      const live = formatDateTime(next.offlineUntil ?? next.publishedAt ?? at);
      toast({
        title: 'Post scheduled',
        description: next.offlineUntil
          ? `It is offline until ${live}, then live again with its original date.`
          : `It goes live on ${live}.`,
      });
    }, 'Post not scheduled');

  const unpublish = () =>
    act(async () => {
      await editor.saveThen((current) => utils.client.blogAdmin.unpublish.mutate({ id: current.id, baseRevision: current.revision }));
      toast({ title: 'Post unpublished', description: 'The post is a draft again and no longer on the website.' });
    }, 'Post not unpublished');

  const restore = (revision: number) =>
    onBeforeRestore(
      () =>
        void act(async () => {
          const restored = await utils.client.blogAdmin.restoreRevision.mutate({
            id: saved.id,
            revision,
            baseRevision: editor.saved.revision,
          });
          editor.adopt(restored);
          toast({ title: 'Revision restored', description: 'The post now holds that revision’s fields, saved as a new revision.' });
        }, 'Revision not restored'),
    );

  const remove = () =>
    act(async () => {
      await utils.client.blogAdmin.delete.mutate({ id: saved.id });
      setConfirmingDelete(false);
      onDirtyChange(false);
      toast({ title: 'Post deleted', description: 'The blog post has been permanently removed.' });
      listCache.deleted(saved.id);
      utils.blogAdmin.byId.setData({ id: saved.id }, undefined);
      onDeleted();
    }, 'Post not deleted');

  return (
    <div className="grid gap-5">
      <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-white/10 bg-night/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <PostStatusBadge status={statusLabel(saved.status)} />
          <SaveStateText state={state} live={saved.workingCopy !== null} />
          <RoomPresence room={pending ? null : postRoom(saved.id)} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {busy ? <Spinner /> : null}
          {readOnly ? null : (
            <Button size="sm" variant="destructive" disabled={busy || pending} onClick={() => setConfirmingDelete(true)}>
              Delete Post
            </Button>
          )}
          {publishes && (saved.status === 'published' || saved.status === 'scheduled') ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void unpublish()}>
              Unpublish
            </Button>
          ) : null}
          {/* Whoever may open a post here may share its draft (authors and contributors their own). */}
          <Button size="sm" variant="outline" disabled={pending} onClick={() => setSharing(true)}>
            Share preview
          </Button>
          {readOnly ? null : (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void saveDraft()}>
              Save Draft
            </Button>
          )}
          <PostReviewButtons review={review} busy={busy || pending} />
          {publishes ? (
            <Button size="sm" disabled={busy} onClick={() => (published ? update() : void publish())}>
              {published ? 'Update' : 'Publish'}
            </Button>
          ) : null}
        </div>
      </div>

      {altRefused && imagesLackingAlt > 0 ? (
        <p role="alert" className="rounded-lg border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-200">
          Not published: {missingAltMessage(imagesLackingAlt)}
        </p>
      ) : null}

      {state.kind === 'stale' ? <StaleSaveBanner editor={editor} currentRevision={state.currentRevision} /> : null}
      {gone ? (
        <DeletedPostBanner
          onSaveAsNew={() => onSaveAsNew(editor.latestDraft())}
          onClose={() => {
            onDirtyChange(false);
            utils.blogAdmin.byId.setData({ id: saved.id }, undefined);
            onDeleted();
          }}
        />
      ) : null}
      {/* Read-only, nothing is edited: the review notice says why instead. */}
      {readOnly ? null : (
        <WorkingCopyNotice
          editor={editor}
          busy={busy}
          onDiscard={() => setConfirmingDiscard(true)}
          scheduling={publishes ? { onSchedule: (at) => scheduleUpdate(at), onCancel: () => void cancelScheduledUpdate() } : undefined}
        />
      )}

      <PostReviewNotice review={review} reviews={may(role, 'allContent')} />
      {readOnly ? (
        <PostReadOnlyView post={saved} />
      ) : (
        <>
          <PostContentCard editor={editor} categoryList={categoryList} onCategoryList={onCategoryList} />
          <PostSeoCard editor={editor} />
          <PostSlugCard editor={editor} />
        </>
      )}
      {readOnly ? null : publishes ? (
        <PostScheduleCard
          key={`${saved.status}-${saved.publishedAt}-${saved.offlineUntil}`}
          post={saved}
          busy={busy || pending}
          onSchedule={(at, newDate) => void schedule(at, newDate)}
        />
      ) : (
        <p className="rounded-lg border border-white/10 px-4 py-3 text-sm text-slate-300">
          Your role ({roleLabel(role ?? 'user')}) cannot publish or schedule posts: submit your finished draft for review and an editor
          publishes it.
        </p>
      )}
      {/* Editors and up e-mail a live post to the newsletter (the server decides whether it still may go). */}
      {published && !pending && may(role, 'sendNewsletters') ? (
        <NewsletterCard postId={saved.id} title={saved.workingCopy?.live.title ?? saved.title} />
      ) : null}
      {pending || readOnly ? null : (
        <PostRevisions postId={saved.id} currentRevision={saved.revision} restoring={busy} onRestore={restore} />
      )}

      <SharePreviewDialog open={sharing} target={{ kind: 'post', targetId: saved.id }} name="this post" onClose={() => setSharing(false)} />
      <ConfirmDialog
        open={confirmingDiscard}
        title="Discard your changes?"
        description="The editor goes back to the published version; your changes to this post are lost. Visitors see no difference."
        confirmLabel="Discard changes"
        pending={busy}
        onConfirm={() => void discard()}
        onCancel={() => setConfirmingDiscard(false)}
      />
      <ConfirmDialog
        open={confirmingAddress !== null}
        title="Change the post's address?"
        description={`${
          confirmingAddress?.at ? `The scheduled Update moves the post at ${formatDateTime(confirmingAddress.at)}` : 'Update moves the post'
        } from /blog/${liveSlug} to /blog/${editor.draft.slug}. Links to the old address keep working: they redirect (301) to the new one.`}
        confirmLabel={confirmingAddress?.at ? 'Change address and schedule' : 'Change address and update'}
        pending={busy}
        onConfirm={() => (confirmingAddress?.at ? scheduleUpdate(confirmingAddress.at, true) : update(true))}
        onCancel={() => setConfirmingAddress(null)}
      />
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this post?"
        description="Are you sure you want to delete this post? This action cannot be undone."
        confirmLabel="Delete Post"
        pending={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
