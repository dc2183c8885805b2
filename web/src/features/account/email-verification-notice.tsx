import { EMAIL_VERIFY_DAYS } from '@app/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast-store.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * The dashboard's notice while the account's address is not verified: what to do, and "Resend link" (a new
 * verification e-mail, rate limited). Nothing shows for a verified address or an account without one.
 */
export function EmailVerificationNotice() {
  const status = trpc.emailAddress.status.useQuery();
  const resend = trpc.emailAddress.resendVerification.useMutation({
    onSuccess: ({ sentTo }) => toast({ title: 'Link sent', description: `We sent a new confirmation link to ${sentTo}.` }),
    onError: (error) => toast({ title: 'Could not send the link', description: error.message, variant: 'destructive' }),
  });
  if (!status.data?.email || status.data.verified) return null;
  return (
    <section
      aria-labelledby="dashboard-email-unverified"
      className="mt-8 flex flex-col gap-4 rounded-xl border border-amber-400/30 bg-amber-400/10 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-amber-300" />
        <div>
          <h2 id="dashboard-email-unverified" className="font-semibold text-white">
            Your e-mail address is not verified
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            Open the link we sent to {status.data.email} (it works for {EMAIL_VERIFY_DAYS} days). Your account works in the meantime.
          </p>
          {resend.isSuccess ? (
            <p role="status" className="mt-1 text-sm text-slate-100">
              A new link is on its way to {resend.data.sentTo}.
            </p>
          ) : null}
        </div>
      </div>
      <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending} className="self-start sm:self-auto">
        {resend.isPending ? <Spinner /> : null}
        Resend link
      </Button>
    </section>
  );
}
