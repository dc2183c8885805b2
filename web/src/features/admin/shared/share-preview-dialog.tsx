import { DEFAULT_PREVIEW_LINK_DAYS, PREVIEW_LINK_DAYS, type CreatedPreviewLink, type PreviewTarget } from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';

const dayLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** Puts `text` on the clipboard, saying whether it worked (a browser may refuse). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Share preview' for a draft (a post or a builder page): makes a link that shows the draft as it is, to anyone
 * holding it and without signing in, for 1, 7 (default) or 30 days; shows the new link once to copy; lists the links
 * that still work with their expiry, each revocable at once.
 */
export function SharePreviewDialog({
  open,
  target,
  name,
  onClose,
}: {
  open: boolean;
  target: PreviewTarget;
  /** What the draft is called in the dialog's text ('this post', 'the page "Home"'). */
  name: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const [days, setDays] = useState<number>(DEFAULT_PREVIEW_LINK_DAYS);
  const [made, setMade] = useState<CreatedPreviewLink | null>(null);
  const utils = trpc.useUtils();
  const links = trpc.previewLink.list.useQuery(target, { enabled: open });
  const create = trpc.previewLink.create.useMutation({
    onSuccess: (link) => {
      setMade(link);
      void utils.previewLink.list.invalidate(target);
    },
    onError: (error) => toast({ title: 'Preview link not made', description: error.message, variant: 'destructive' }),
  });
  const revoke = trpc.previewLink.revoke.useMutation({
    onSuccess: (link) => {
      if (made?.id === link.id) setMade(null);
      void utils.previewLink.list.invalidate(target);
      toast({ title: 'Preview link revoked', description: 'Whoever holds it now sees a page that does not exist.' });
    },
    onError: (error) => toast({ title: 'Preview link not revoked', description: error.message, variant: 'destructive' }),
  });
  const url = made ? `${window.location.origin}${made.path}` : '';

  const copy = async () => {
    if (await copyText(url)) toast({ title: 'Link copied', description: 'Paste it to whoever should see the preview.' });
    else toast({ title: 'Copy the link yourself', description: 'The browser did not allow copying: select the link and copy it.' });
  };

  return (
    <ModalDialog
      open={open}
      labelledBy={titleId}
      className="w-[min(36rem,calc(100vw-2rem))]"
      onOpen={() => {
        setMade(null);
        setDays(DEFAULT_PREVIEW_LINK_DAYS);
      }}
      onClose={onClose}
    >
      <div className="grid gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-white">
          Share preview
        </h2>
        <p className="text-sm text-slate-400">
          Anyone with the link sees {name} as it is at the moment they open it, without signing in, until the link expires or you revoke it.
          Search engines are told not to index it.
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField label="Link works for" className="min-w-40" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {PREVIEW_LINK_DAYS.map((option) => (
              <option key={option} value={option}>
                {dayLabel(option)}
              </option>
            ))}
          </SelectField>
          <Button disabled={create.isPending} onClick={() => create.mutate({ ...target, days })}>
            Create link
          </Button>
        </div>
        {made ? (
          <div className="grid gap-2 rounded-xl border border-emerald-400/30 bg-emerald-400/5 p-3">
            <div className="flex flex-wrap items-end gap-2">
              <TextField
                label="Preview link"
                className="min-w-0 flex-1"
                readOnly
                value={url}
                hint="Copy it now: it is not shown again."
                onFocus={(event) => event.target.select()}
              />
              <Button variant="outline" className="mb-6" onClick={() => void copy()}>
                Copy link
              </Button>
            </div>
          </div>
        ) : null}
        <section aria-labelledby={`${titleId}-active`} className="grid gap-2">
          <h3 id={`${titleId}-active`} className="text-sm font-semibold text-white">
            Active links
          </h3>
          {links.isPending ? <p className="text-sm text-slate-400">Loading…</p> : null}
          {links.isError ? <p className="text-sm text-red-300">The links could not be loaded: {links.error.message}</p> : null}
          {links.data?.length === 0 ? <p className="text-sm text-slate-400">No link works now.</p> : null}
          <ul className="max-h-60 space-y-2 overflow-y-auto">
            {links.data?.map((link) => (
              <li key={link.id} className="flex items-center justify-between gap-2 rounded-lg bg-night-700 px-3 py-2 text-sm">
                <p className="text-slate-300">
                  Expires <time dateTime={link.expiresAt}>{formatDateTime(link.expiresAt)}</time>
                  <span className="block text-xs text-slate-400">
                    Made {formatDateTime(link.createdAt)}
                    {link.createdBy ? ` by ${link.createdBy}` : ''}
                  </span>
                </p>
                <Button
                  size="sm"
                  variant="destructive"
                  aria-label={`Revoke the link that expires ${formatDateTime(link.expiresAt)}`}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate({ id: link.id })}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
