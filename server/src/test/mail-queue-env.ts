// The mail queue's settings for tests that watch it deliver: short retry waits and polls, a lease far longer than any
// send in a test, and no relay budget (a test of the budget sets its own).

/** Environment for a test server whose mail queue a test watches (MAIL_* settings). */
export const FAST_MAIL_QUEUE_ENV = {
  MAIL_RETRY_FIRST_SECONDS: '0.05',
  MAIL_RETRY_MAX_SECONDS: '0.2',
  MAIL_MAX_ATTEMPTS: '100',
  MAIL_QUEUE_POLL_SECONDS: '0.1',
  MAIL_QUEUE_LEASE_SECONDS: '60',
  MAIL_RATE_PER_MINUTE: '0',
} as const;
