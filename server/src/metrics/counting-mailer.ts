import type { Mailer } from '../mail/mailer.ts';
import type { AppMetrics } from './app-metrics.ts';

/** `mailer` counting each message it sends (`emails_sent_total`) or fails to send (`emails_failed_total`, the error passed on). */
export function countingMailer(mailer: Mailer, metrics: AppMetrics): Mailer {
  return {
    async send(message) {
      let receipt;
      try {
        receipt = await mailer.send(message);
      } catch (error) {
        metrics.emailsFailed.inc();
        throw error;
      }
      metrics.emailsSent.inc();
      return receipt;
    },
  };
}
