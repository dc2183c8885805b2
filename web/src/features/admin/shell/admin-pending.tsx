import { Spinner } from '../../../components/ui/spinner.tsx';

/** What an admin route shows while the session is being checked (docs/product.md §4, 'Admin access'). */
export function AdminPending() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-night-900 text-slate-300">
      <Spinner className="size-8 text-primary-soft" />
      <span className="sr-only">Checking your session…</span>
    </div>
  );
}
