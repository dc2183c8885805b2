import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { LocalTime } from '../../auth/local-time.tsx';

/** The dashboard's 'Recent security activity': the account's ten newest security events, newest first. */
export function SecurityEventsCard() {
  const events = trpc.profile.events.useQuery();
  return (
    <Card className="lg:col-span-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-security" className="text-lg font-semibold text-white">
          Recent security activity
        </h2>
        <Link to="/dashboard/settings" className="text-sm font-medium text-primary-soft hover:text-white">
          Account settings
        </Link>
      </div>
      {!events.data ? (
        <p className="mt-4 text-sm text-slate-400">{events.error ? events.error.message : 'Loading your activity…'}</p>
      ) : events.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-400">Nothing yet.</p>
      ) : (
        <ol aria-labelledby="dashboard-security" className="mt-4 grid gap-2 text-sm">
          {events.data.map((event) => (
            <li key={event.id} className="flex flex-col gap-0.5 border-b border-white/5 pb-2 sm:flex-row sm:justify-between">
              <span className="text-slate-100">{event.summary}</span>
              <LocalTime iso={event.at} className="text-slate-400" />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
