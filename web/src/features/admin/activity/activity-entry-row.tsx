import { ACTIVITY_KIND_LABELS, type ActivityEntry } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { inAppLink } from '../shared/in-app-link.ts';

/**
 * One entry of the activity log: when, who ('Unknown' for a failed sign-in under a name no account
 * has), the kind's label, the summary, and, when the entry has a place in the admin panel, 'Open'
 * (read as 'Open: {summary}').
 */
export function ActivityEntryRow({ entry }: { entry: ActivityEntry }) {
  const target = entry.link ? inAppLink(entry.link) : null;
  return (
    <tr>
      <td className="px-4 py-3 whitespace-nowrap text-slate-300">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </td>
      <td className={`px-4 py-3 break-all ${entry.actor ? 'text-white' : 'text-slate-400 italic'}`}>{entry.actor ?? 'Unknown'}</td>
      <td className="px-4 py-3 text-slate-200">{ACTIVITY_KIND_LABELS[entry.kind]}</td>
      <td className="px-4 py-3 break-words text-slate-300">{entry.summary}</td>
      <td className="px-4 py-3">
        {target ? (
          // Named in full: a hidden span beside 'Open' would be read with a space before its colon.
          <Link
            to={target.to}
            search={target.search}
            aria-label={`Open: ${entry.summary}`}
            className="text-primary-soft underline-offset-2 hover:underline"
          >
            Open
          </Link>
        ) : null}
      </td>
    </tr>
  );
}
