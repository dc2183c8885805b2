import { SUPPORT_REQUEST_STATE_LABELS, type ContactMessageItem as Message } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { SupportAnswerForm } from './support-answer-form.tsx';

/**
 * One contact message in the inbox: sender, mailto link, subject, text and time, with Mark as read /
 * Mark as unread and Delete. Unread messages carry an 'Unread' badge and an accent border. A request sent from a
 * customer's dashboard carries a 'Customer request' badge, its state, a link to the account, and the answer form.
 */
export function ContactMessageItem({
  message,
  busy,
  onSetRead,
  onDelete,
  onChanged,
}: {
  message: Message;
  busy: boolean;
  onSetRead: (read: boolean) => void;
  onDelete: () => void;
  /** Reloads the inbox after an answer or a close. */
  onChanged: () => Promise<unknown>;
}) {
  const subjectId = useId();
  return (
    <li
      aria-labelledby={subjectId}
      className={`rounded-xl border p-4 ${message.read ? 'border-white/10 bg-night-800/60' : 'border-primary-soft/60 bg-night-700 shadow-lg shadow-primary/10'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={subjectId} className={`break-words text-white ${message.read ? 'font-medium' : 'font-semibold'}`}>
            {message.read ? null : (
              <span className="mr-2 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 align-middle text-xs font-semibold text-white">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />
                Unread
              </span>
            )}
            {message.customer ? (
              <span className="mr-2 inline-flex rounded-full bg-emerald-400/15 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-200">
                Customer request · {SUPPORT_REQUEST_STATE_LABELS[message.state]}
              </span>
            ) : null}
            {message.subject}
          </h3>
          <p className="mt-1 text-sm text-slate-300">
            {message.name} ·{' '}
            <a href={`mailto:${message.email}`} className="text-primary-soft underline-offset-2 hover:underline">
              {message.email}
            </a>
            {message.customer ? (
              <>
                {' '}
                · account{' '}
                <Link
                  to="/admin/team"
                  search={{ search: message.customer.username }}
                  className="text-primary-soft underline-offset-2 hover:underline"
                >
                  @{message.customer.username}
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <time dateTime={message.createdAt} className="shrink-0 text-xs text-slate-400">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-200">{message.message}</p>
      {message.customer ? <SupportAnswerForm message={message} onChanged={onChanged} /> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onSetRead(!message.read)}>
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
