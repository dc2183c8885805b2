import type { AccountSession } from '@app/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast-store.ts';
import { trpc } from '../../lib/trpc.ts';
import { LocalTime } from './local-time.tsx';

/** One session: browser on device, place, signed in and last seen, "This device" or its Sign out button. */
function SessionRow({ session, onEnd, ending }: { session: AccountSession; onEnd: () => void; ending: boolean }) {
  const what = `${session.browser} on ${session.device}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-white/10 bg-night-700/50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-white">
          {what}
          {session.current ? (
            <span className="ml-2 rounded-full bg-primary/15 px-2 py-0.5 text-xs text-primary-soft">This device</span>
          ) : null}
        </p>
        <p className="mt-1 text-slate-400">
          {session.place} · signed in <LocalTime iso={session.signedInAt} /> · last seen <LocalTime iso={session.lastSeenAt} />
        </p>
      </div>
      {session.current ? null : (
        <Button variant="outline" onClick={onEnd} disabled={ending} aria-label={`Sign out ${what}, ${session.place}`}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * 'Where you are signed in': the account's sessions (this one first, marked "This device"), each other
 * one with a Sign out button, and "Sign out all other sessions". Used on the customer's settings and the
 * admin's profile.
 */
export function SessionsSection() {
  const utils = trpc.useUtils();
  const sessions = trpc.profile.sessions.useQuery();
  const refresh = () => {
    void utils.profile.sessions.invalidate();
    void utils.profile.events.invalidate();
  };
  const failed = (error: { message: string }) =>
    toast({ title: 'Could not sign out', description: error.message || 'Please try again in a moment.', variant: 'destructive' });
  const endOne = trpc.profile.endSession.useMutation({
    onSuccess: () => {
      toast({ title: 'Session signed out' });
      refresh();
    },
    onError: (error) => {
      failed(error);
      refresh();
    },
  });
  const endOthers = trpc.profile.endOtherSessions.useMutation({
    onSuccess: ({ signedOut }) => {
      toast({
        title: 'Other sessions signed out',
        description: `${signedOut} ${signedOut === 1 ? 'session was' : 'sessions were'} signed out.`,
      });
      refresh();
    },
    onError: failed,
  });
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <section aria-labelledby="sessions-heading" className="grid gap-4 rounded-xl border border-white/10 p-5">
      <div>
        <h2 id="sessions-heading" className="text-lg font-semibold text-white">
          Where you are signed in
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          Places are shown as far as the network address allows. Sign out any you do not recognise.
        </p>
      </div>
      {!sessions.data ? (
        <p className="text-sm text-slate-400">{sessions.error ? sessions.error.message : 'Loading your sessions…'}</p>
      ) : (
        <>
          <ul aria-label="Sessions" className="grid gap-3">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.handle}
                session={session}
                ending={endOne.isPending}
                onEnd={() => endOne.mutate({ handle: session.handle })}
              />
            ))}
          </ul>
          <div>
            <Button variant="outline" onClick={() => endOthers.mutate()} disabled={others === 0 || endOthers.isPending}>
              {endOthers.isPending ? <Spinner /> : null}
              Sign out all other sessions
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
