import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { SwitchField } from '../shared/switch-field.tsx';

/**
 * 'E-mail notices' on an editor's (or higher) profile: whether they are e-mailed when a contributor submits a post
 * for review (on unless turned off; the sidebar's count shows either way).
 */
export function ReviewMailSetting() {
  const utils = trpc.useUtils();
  const preference = trpc.postReview.mailPreference.useQuery();
  const save = trpc.postReview.setMailPreference.useMutation({
    onSuccess: (next) => {
      utils.postReview.mailPreference.setData(undefined, next);
      toast({ title: next.reviewMail ? 'Review e-mails on' : 'Review e-mails off' });
    },
    onError: (error) => toast({ title: 'Not saved', description: error.message, variant: 'destructive' }),
  });
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold text-white">E-mail notices</h2>
      <SwitchField
        label="E-mail me when a post is submitted for review"
        hint="The sidebar's count of posts in review shows either way."
        checked={save.isPending ? (save.variables?.reviewMail ?? true) : (preference.data?.reviewMail ?? true)}
        disabled={!preference.data || save.isPending}
        onChange={(reviewMail) => save.mutate({ reviewMail })}
      />
    </Card>
  );
}
