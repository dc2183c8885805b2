import { formatDollars, PLAN_PRICES } from '@app/contracts/plan-prices';

/** A question and answer of the Pricing page FAQ. */
export interface PricingQuestion {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  question: string;
  /**
   * Prices the answer starts with, written from the one price table and so not editable: the editable
   * `answer` follows them.
   */
  figures?: string;
  answer: string;
}

const starter = PLAN_PRICES.starter;

/** The Pricing page FAQ, consistent with the offer claims and the terms' billing rules. */
export const PRICING_FAQ: readonly PricingQuestion[] = [
  {
    id: 'free-trial',
    question: 'How does the free trial work?',
    answer: 'Every plan starts with a 14-day free trial. No credit card is required, and you can cancel anytime.',
  },
  {
    id: 'billing',
    question: 'What is the difference between monthly and annual billing?',
    figures: `Annual billing costs less: Starter is ${formatDollars(starter.annualPerMonth)} a month billed annually (${formatDollars(starter.billedAnnually)} a year), against ${formatDollars(starter.monthly)} billed monthly.`,
    answer: 'Fees are billed in advance for the period you choose.',
  },
  {
    id: 'credits',
    question: 'What are credits?',
    answer:
      'Credits cover data-heavy work such as scans, research and reports. Starter includes 120,000 a year, Growth 300,000 and Pro 600,000; Enterprise credits are flexible.',
  },
  {
    id: 'change-or-cancel',
    question: 'Can I change or cancel my plan?',
    answer: 'Yes. Upgrade whenever you need more, or cancel anytime; cancellation takes effect at the end of the current billing period.',
  },
];
