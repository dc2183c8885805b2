import type { ContactMessageItem as Message, InboxFilter } from '@app/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ContactMessageItem } from './contact-message-item.tsx';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useListPageInRange } from '../shared/use-list-page-in-range.ts';

function failed(title: string, error: { message: string }) {
  toast({ title, description: error.message || 'Please try again in a moment.', variant: 'destructive' });
}

/**
 * The 'Contact messages' section of the inbox: newest first, 50 a page, with the unread count,
 * Mark as read / unread per message, and Delete behind a confirmation dialog; a filter shows customers' requests only.
 */
export function ContactMessagesSection() {
  const headingId = useId();
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const [from, setFrom] = useState<InboxFilter>('all');
  const list = trpc.contact.list.useQuery({ page, from }, { placeholderData: keepPreviousData });
  useListPageInRange(page, list.data?.pageCount, setPage);
  const [toDelete, setToDelete] = useState<Message | null>(null);

  const refresh = () => Promise.all([utils.contact.list.invalidate(), utils.contact.unreadCount.invalidate()]);
  const setRead = trpc.contact.setRead.useMutation({
    onSuccess: refresh,
    onError: (error) => failed('Could not update the message', error),
  });
  const remove = trpc.contact.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'Message deleted', description: toDelete ? `The message from ${toDelete.name} was deleted.` : undefined });
      setToDelete(null);
      await refresh();
    },
    onError: (error) => {
      failed('Could not delete the message', error);
      setToDelete(null);
      void refresh();
    },
  });

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-white">
          Contact messages
        </h2>
        {list.data ? (
          <p className="text-sm text-slate-300">
            {list.data.total} {list.data.total === 1 ? 'message' : 'messages'} · <span>{list.data.unread} unread</span>
          </p>
        ) : null}
      </div>
      <SelectField
        label="Show"
        className="max-w-xs"
        value={from}
        onChange={(event) => {
          setFrom(event.target.value as InboxFilter);
          setPage(1);
        }}
      >
        <option value="all">All messages</option>
        <option value="customers">Customer requests</option>
      </SelectField>
      {!list.data ? (
        <QueryState loadingText="Loading messages…" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <p className="text-sm text-slate-300">No messages yet. Messages sent from the contact page appear here.</p>
      ) : (
        <>
          <ul aria-label="Contact messages" className="grid gap-3">
            {list.data.items.map((message) => (
              <ContactMessageItem
                key={message.id}
                message={message}
                busy={setRead.isPending && setRead.variables?.id === message.id}
                onSetRead={(read) => setRead.mutate({ id: message.id, read })}
                onDelete={() => setToDelete(message)}
                onChanged={refresh}
              />
            ))}
          </ul>
          <Pager label="Contact messages pages" page={list.data.page} pageCount={list.data.pageCount} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this message?"
        description={
          toDelete ? (
            <p>
              The message “{toDelete.subject}” from {toDelete.name} will be deleted for good. This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
