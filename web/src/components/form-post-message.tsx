/**
 * What the server said when it refused a form posted without JavaScript, shown inside the form: the
 * title the script's toast would have (the spec's failure notice) and the server's own message. An
 * alert, so it is announced when the form is shown again; null draws nothing.
 */
export function FormPostMessage({
  title,
  message,
  id,
  className = '',
}: {
  title: string;
  message: string | null;
  id?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <div id={id} role="alert" className={`rounded-lg border border-red-500/30 bg-red-950/40 px-3 py-2.5 text-sm ${className}`}>
      <p className="font-semibold text-red-200">{title}</p>
      <p className="mt-0.5 text-red-300">{message}</p>
    </div>
  );
}
