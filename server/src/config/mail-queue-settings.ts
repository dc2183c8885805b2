// How the mail queue's worker delivers, as the configuration reads it (MAIL_RETRY_*, MAIL_MAX_ATTEMPTS, MAIL_QUEUE_*).

/** The queue's retry schedule: the wait after the first failed attempt, doubled after each further one, up to a cap. */
export interface RetrySchedule {
  /** Milliseconds to wait after the first temporary failure. */
  firstDelayMs: number;
  /** The longest wait between two attempts, in ms. */
  maxDelayMs: number;
  /** Attempts in all before a job that keeps failing temporarily is given up. */
  maxAttempts: number;
}

/** How the worker delivers (MAIL_RETRY_*, MAIL_MAX_ATTEMPTS, MAIL_QUEUE_* in milliseconds). */
export interface MailQueueSettings {
  retry: RetrySchedule;
  /**
   * How long a claim holds a job (ms). A worker that dies mid-send leaves its job to be claimed again once this has
   * passed; it must exceed the longest send (the SMTP mailer's timeouts come to about 1.5 min), or a slow send could be
   * delivered by two instances.
   */
  leaseMs: number;
  /** Deliveries in flight at once on this instance. */
  concurrency: number;
  /** How often the worker looks for due jobs besides the ones this instance queued (another instance's, a retry's). */
  pollMs: number;
  /** At most this many e-mails a minute to the relay, across every instance (MAIL_RATE_PER_MINUTE); 0: no limit. */
  ratePerMinute: number;
}
