import { produce } from 'immer';

/** The widths the e-mail preview is drawn at: a desktop mail client's column, and a phone's screen. */
export const PREVIEW_WIDTHS = { desktop: 600, phone: 375 } as const;

/** Which width the preview shows. */
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/**
 * The "Email to subscribers" dialog: the subject typed, the preview's width, and where the send stands: composing,
 * asked to confirm the count `recipients` shown then, or refused by the server (its message, shown until the next step).
 */
export interface SendDialogState {
  subject: string;
  width: PreviewWidth;
  step: { kind: 'compose' } | { kind: 'confirm'; recipients: number };
  refusal: string | null;
}

/** What the dialog does to its state. */
export type SendDialogAction =
  | { type: 'subject'; subject: string }
  | { type: 'width'; width: PreviewWidth }
  | { type: 'ask'; recipients: number }
  | { type: 'back' }
  | { type: 'refused'; message: string }
  | { type: 'reset'; title: string };

/** The dialog as it opens: the subject is the post's title, the preview desktop-wide. */
export function initialSendDialog(title: string): SendDialogState {
  return { subject: title, width: 'desktop', step: { kind: 'compose' }, refusal: null };
}

/**
 * The next state: a new subject or a refusal goes back to composing (the count confirmed no longer stands), asking
 * to confirm names the count shown, Back returns to composing; reset starts again (the dialog opened anew).
 */
export const sendDialogReducer = (state: SendDialogState, action: SendDialogAction): SendDialogState =>
  produce(state, (draft) => {
    switch (action.type) {
      case 'subject':
        draft.subject = action.subject;
        draft.step = { kind: 'compose' };
        draft.refusal = null;
        break;
      case 'width':
        draft.width = action.width;
        break;
      case 'ask':
        draft.step = { kind: 'confirm', recipients: action.recipients };
        draft.refusal = null;
        break;
      case 'back':
        draft.step = { kind: 'compose' };
        break;
      case 'refused':
        draft.step = { kind: 'compose' };
        draft.refusal = action.message;
        break;
      case 'reset':
        return initialSendDialog(action.title);
    }
  });

/** "1 confirmed subscriber", "3 confirmed subscribers". */
export function subscribersText(count: number, adjective = 'confirmed '): string {
  return `${count.toLocaleString('en-US')} ${adjective}${count === 1 ? 'subscriber' : 'subscribers'}`;
}
