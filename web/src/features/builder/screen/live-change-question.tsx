import type { GuardedPage, LiveAddressEffect, LiveChange } from '@app/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** What the question asks about: the change's title and confirm label, its effects, and the call to make. */
interface Pending {
  title: string;
  confirmLabel: string;
  effects: LiveAddressEffect[];
  run: (confirmedAddresses: string[]) => Promise<unknown>;
  onFailure: (error: unknown) => void;
}

/** True for a call the server refused until a live address is confirmed (the question asks; no other message is due). */
export function isLiveAddressRefusal(error: unknown): boolean {
  return askedEffects(error) !== null;
}

/** The addresses a refused call (409, details kind 'liveAddressChange') asks to confirm, or null for another failure. */
function askedEffects(error: unknown): LiveAddressEffect[] | null {
  const details = (error as { data?: { details?: { kind?: string; effects?: LiveAddressEffect[] } } } | null)?.data?.details;
  return details?.kind === 'liveAddressChange' && details.effects !== undefined ? details.effects : null;
}

/** The title and button of each guarded change's question. */
const WORDING: Readonly<Record<LiveChange['operation'], { title: (name: string) => string; confirmLabel: string }>> = {
  publish: { title: (name) => `Publish “${name}” over a built-in page?`, confirmLabel: 'Publish' },
  unpublish: { title: (name) => `Unpublish “${name}”?`, confirmLabel: 'Unpublish' },
  delete: { title: (name) => `Delete “${name}”?`, confirmLabel: 'Delete page' },
  move: { title: (name) => `Move “${name}” to a new address?`, confirmLabel: 'Move page' },
};

/** Runs a guarded change (asking first when it changes a live address); `onFailure` shows any other refusal. */
export type GuardedAsk = (
  page: GuardedPage,
  change: LiveChange,
  run: (confirmedAddresses: string[]) => Promise<unknown>,
  onFailure: (error: unknown) => void,
) => Promise<void>;

/**
 * Guarded publishing in the builder: `ask(page, change, run, onFailure)` runs a change; when the server refuses it
 * because it changes a live address (409, kind 'liveAddressChange'), it asks in plain words, naming each address and the built-in page concerned ("Publishing “Home” replaces
 * the built-in Home page at / for every visitor."); confirming calls `run` with those addresses, which the server
 * requires. Render `question` once.
 */
export function useLiveChangeQuestion(): { ask: GuardedAsk; question: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  // The control that made the change (Publish, Unpublish, …): focus goes back to it when the question closes, as the
  // call may have disabled it (and so moved focus away) before the question opened.
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setPending(null);
    const target = opener.current;
    // After the dialog has closed (it gives focus back first).
    if (target) setTimeout(() => target.isConnected && target.focus());
  };

  const attempt = async (next: Pending, confirmed: string[]) => {
    try {
      await next.run(confirmed);
      close();
    } catch (error) {
      const effects = askedEffects(error);
      if (effects === null) {
        close();
        next.onFailure(error);
        return;
      }
      setPending({ ...next, effects });
    }
  };

  // The server says whether to ask (its 409 names the addresses), so a refusal for another reason (a taken slug)
  // comes first and the question always matches the page as it is now.
  const ask: GuardedAsk = async (page, change, run, onFailure) => {
    const wording = WORDING[change.operation];
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    await attempt({ title: wording.title(page.name), confirmLabel: wording.confirmLabel, effects: [], run, onFailure }, []);
  };

  const question = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      description={
        <>
          {pending?.effects.map((effect) => (
            <p key={effect.path}>{effect.sentence}</p>
          ))}
        </>
      }
      confirmLabel={pending?.confirmLabel ?? 'Confirm'}
      pending={busy}
      onCancel={close}
      onConfirm={() => {
        if (pending === null) return;
        setBusy(true);
        void attempt(
          pending,
          pending.effects.map((effect) => effect.path),
        ).finally(() => setBusy(false));
      }}
    />
  );
  return { ask, question };
}
