import { describe, expect, it } from 'vitest';
import { initialSendDialog, sendDialogReducer, subscribersText } from './send-dialog-state.ts';

describe('the send dialog state', () => {
  it('opens composing, with the post title as the subject and the desktop width', () => {
    expect(initialSendDialog('Local SEO in 2026')).toEqual({
      subject: 'Local SEO in 2026',
      width: 'desktop',
      step: { kind: 'compose' },
      refusal: null,
    });
  });

  it('asks to confirm the count shown, and Back returns to composing', () => {
    const asked = sendDialogReducer(initialSendDialog('A'), { type: 'ask', recipients: 12 });
    expect(asked.step).toEqual({ kind: 'confirm', recipients: 12 });
    expect(sendDialogReducer(asked, { type: 'back' }).step).toEqual({ kind: 'compose' });
  });

  it('a refusal goes back to composing with the server message; asking again clears it', () => {
    const asked = sendDialogReducer(initialSendDialog('A'), { type: 'ask', recipients: 12 });
    const refused = sendDialogReducer(asked, { type: 'refused', message: 'The count changed: 13 now.' });
    expect(refused).toMatchObject({ step: { kind: 'compose' }, refusal: 'The count changed: 13 now.' });
    expect(sendDialogReducer(refused, { type: 'ask', recipients: 13 }).refusal).toBeNull();
  });

  it('a new subject leaves the confirmation (the e-mail changed) but the width stays', () => {
    let state = sendDialogReducer(initialSendDialog('A'), { type: 'width', width: 'phone' });
    state = sendDialogReducer(state, { type: 'ask', recipients: 2 });
    state = sendDialogReducer(state, { type: 'subject', subject: 'B' });
    expect(state).toEqual({ subject: 'B', width: 'phone', step: { kind: 'compose' }, refusal: null });
  });

  it('starts again from the title on reset', () => {
    const refused = sendDialogReducer(initialSendDialog('A'), { type: 'refused', message: 'No.' });
    expect(sendDialogReducer(refused, { type: 'reset', title: 'B' })).toEqual(initialSendDialog('B'));
  });

  it('leaves the state before it untouched', () => {
    const before = initialSendDialog('A');
    sendDialogReducer(before, { type: 'ask', recipients: 1 });
    expect(before.step).toEqual({ kind: 'compose' });
  });
});

describe('subscribersText', () => {
  it('counts one and many, with thousands separated', () => {
    expect(subscribersText(1)).toBe('1 confirmed subscriber');
    expect(subscribersText(10_000)).toBe('10,000 confirmed subscribers');
    expect(subscribersText(3, '')).toBe('3 subscribers');
  });
});
