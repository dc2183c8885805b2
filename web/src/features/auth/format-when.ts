/** A moment (ISO) as the account pages show it: "28 Nov 2026, 14:05" in the reader's own time zone. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
