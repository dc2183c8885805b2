// How a failed delivery is judged: worth another try later (the relay or the network is having a bad moment) or not
// (the relay refused the message for good), and how long the queue waits before the next try.

import type { RetrySchedule } from '../config/mail-queue-settings.ts';

/** What a failed attempt means for its job: `temporary` is tried again later, `permanent` is given up. */
export interface DeliveryFailure {
  kind: 'temporary' | 'permanent';
  /** The relay's answer (`550 5.1.1 <x@example.com>: no such user`), or what went wrong on the way (`connect ECONNREFUSED …`). */
  reason: string;
  /** The SMTP reply code when the relay answered, else null. */
  code: number | null;
}

/** The fields of an error nodemailer reports (an SMTP reply's code and text, and its own error code). */
interface SmtpErrorFields {
  responseCode?: unknown;
  response?: unknown;
  code?: unknown;
  message?: unknown;
}

/**
 * Judges the error a transport threw. A 5xx reply from the relay is permanent (RFC 5321: do not repeat the same
 * transaction); so is a message the client refused to send at all (`EENVELOPE` with no reply: no valid recipient).
 * Everything else is temporary: a 4xx reply, a refused or dropped connection, a timeout, a failed write of the
 * outbox folder.
 */
export function judgeFailure(error: unknown): DeliveryFailure {
  const fields: SmtpErrorFields = typeof error === 'object' && error !== null ? error : {};
  const code = typeof fields.responseCode === 'number' ? fields.responseCode : null;
  const reason = (
    typeof fields.response === 'string' && fields.response.trim() !== ''
      ? fields.response
      : typeof fields.message === 'string'
        ? fields.message
        : String(error)
  )
    .trim()
    // Kept short: a reason is a line in the attempt log, not a transcript.
    .slice(0, 500);
  if (code !== null) return { kind: code >= 500 && code < 600 ? 'permanent' : 'temporary', reason, code };
  if (fields.code === 'EENVELOPE') return { kind: 'permanent', reason, code };
  return { kind: 'temporary', reason, code };
}

/**
 * How long to wait before attempt `attempts + 1`, after `attempts` attempts (1 or more) failed: exponential
 * (first, 2×first, 4×first, …) up to the cap, with up to a tenth added at random so jobs that failed together
 * (a relay outage) do not all come back in the same instant.
 */
export function retryDelayMs(attempts: number, schedule: RetrySchedule, random: () => number = Math.random): number {
  const exponential = schedule.firstDelayMs * 2 ** Math.max(0, Math.min(attempts - 1, 30));
  const delay = Math.min(exponential, schedule.maxDelayMs);
  return Math.round(delay * (1 + random() / 10));
}
