import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * One form of the profile screen in a card: its heading, a line under it, the fields and the submit
 * button. The form is named by its heading (aria-labelledby), so its fields can be told apart from the
 * other form's fields of the same label ("Current Password").
 */
export function ProfileFormCard({
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  description: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
}) {
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <section className="grid gap-4 rounded-xl border border-white/10 p-5">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-white">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{description}</p>
      </div>
      <form aria-labelledby={headingId} noValidate onSubmit={submit} className="grid gap-4">
        {children}
        <div>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
