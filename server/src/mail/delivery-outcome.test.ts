import { describe, expect, it } from 'vitest';
import { judgeFailure, retryDelayMs } from './delivery-outcome.ts';

/** An error as nodemailer reports one. */
function smtpError(fields: { code?: string; responseCode?: number; response?: string; message?: string }): Error {
  return Object.assign(new Error(fields.message ?? 'failed'), fields);
}

describe('judgeFailure', () => {
  it('gives up on a 5xx reply, with the reply as the reason', () => {
    expect(
      judgeFailure(smtpError({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 <nobody@example.com>: no such user' })),
    ).toEqual({ kind: 'permanent', code: 550, reason: '550 5.1.1 <nobody@example.com>: no such user' });
    expect(judgeFailure(smtpError({ code: 'EMESSAGE', responseCode: 554, response: '554 rejected as spam' })).kind).toBe('permanent');
  });

  it('tries again after a 4xx reply, a refused connection, a timeout or any other error', () => {
    expect(judgeFailure(smtpError({ code: 'EENVELOPE', responseCode: 421, response: '421 4.7.0 try later' }))).toEqual({
      kind: 'temporary',
      code: 421,
      reason: '421 4.7.0 try later',
    });
    expect(judgeFailure(smtpError({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:2525' }))).toEqual({
      kind: 'temporary',
      code: null,
      reason: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(judgeFailure(smtpError({ code: 'ETIMEDOUT', message: 'Greeting never received' })).kind).toBe('temporary');
    expect(judgeFailure(new Error('EACCES: permission denied, open outbox/x.json')).kind).toBe('temporary');
  });

  it('gives up on a message the client would not send at all (no valid recipient, no reply)', () => {
    expect(judgeFailure(smtpError({ code: 'EENVELOPE', message: 'No recipients defined' })).kind).toBe('permanent');
  });
});

describe('retryDelayMs', () => {
  const schedule = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 10 };

  it('doubles from the first delay up to the cap', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 8, 9, 20].map((attempts) => retryDelayMs(attempts, schedule, none))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('adds at most a tenth at random', () => {
    expect(retryDelayMs(1, schedule, () => 0.999)).toBe(Math.round(30_000 * 1.0999));
  });
});
