/** One toast visible at a time, shown 5 s, kept 1,000,000 ms after dismissal (docs/product.md §9). */
export const TOAST_LIMIT = 1;
/** How long a toast stays visible unless dismissed earlier. */
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays in the store (hidden) before it is dropped. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** What a caller passes to `toast()`. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** A toast in the store. */
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

/** Shows a toast, replacing the one on screen (only TOAST_LIMIT are kept). Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Hides a toast (or all of them) and schedules its removal from the store. */
export function dismissToast(id?: number): void {
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !removeTimers.has(item.id)) {
      const itemId = item.id;
      removeTimers.set(
        itemId,
        setTimeout(() => {
          removeTimers.delete(itemId);
          emit(toasts.filter((t) => t.id !== itemId));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Subscribes to the toast list; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toast list. */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}
