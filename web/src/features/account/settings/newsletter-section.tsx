import type { MyNewsletterStatus } from '@app/contracts';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LocalTime } from '../../auth/local-time.tsx';

/** What the section says of each state. */
function stateText(status: MyNewsletterStatus): ReactNode {
  if (status.state === 'confirmed')
    return (
      <>
        Subscribed since <LocalTime iso={status.since!} />.
      </>
    );
  if (status.state === 'pending') return 'Waiting for confirmation: open the link we e-mailed to confirm your subscription.';
  return 'Not subscribed.';
}

/**
 * 'Newsletter': whether the account's address gets the newsletter (not subscribed, waiting for confirmation,
 * subscribed), with Subscribe (at once for a verified address, else a confirmation e-mail: double opt-in) and
 * Unsubscribe (at once).
 */
export function NewsletterSection() {
  const headingId = useId();
  const utils = trpc.useUtils();
  const status = trpc.newsletter.mine.useQuery();
  const change = trpc.newsletter.setMine.useMutation({
    onSuccess: (next, input) => {
      utils.newsletter.mine.setData(undefined, next);
      toast(
        !input.subscribed
          ? { title: 'Unsubscribed', description: 'You will get no more newsletters from us.' }
          : next.state === 'confirmed'
            ? { title: 'Subscribed', description: `The newsletter goes to ${next.email}.` }
            : { title: 'Check your inbox', description: `We sent a confirmation link to ${next.email}.` },
      );
    },
    onError: (error) => toast({ title: 'Could not change your subscription', description: error.message, variant: 'destructive' }),
  });
  const data = status.data;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-white/10 p-5">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-white">
          Newsletter
        </h2>
        <p className="mt-1 text-sm text-slate-400">Local SEO tips and product news, about once a month, to your account's address.</p>
      </div>
      {!data ? (
        <p className="text-sm text-slate-400">{status.error ? status.error.message : 'Loading…'}</p>
      ) : (
        <>
          <p className="text-sm text-slate-200" role="status">
            <span className="text-slate-400">{data.email}: </span>
            {stateText(data)}
          </p>
          <div className="flex flex-wrap gap-2">
            {data.state !== 'confirmed' ? (
              <Button disabled={change.isPending} onClick={() => change.mutate({ subscribed: true })}>
                {change.isPending && change.variables?.subscribed ? <Spinner /> : null}
                {data.state === 'pending' ? 'Send the confirmation again' : 'Subscribe'}
              </Button>
            ) : null}
            {data.state !== 'none' ? (
              <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate({ subscribed: false })}>
                {change.isPending && change.variables?.subscribed === false ? <Spinner /> : null}
                Unsubscribe
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
