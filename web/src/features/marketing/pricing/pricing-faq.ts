/** A question and answer of the Pricing page FAQ. */
export interface PricingQuestion {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  question: string;
  answer: string;
}

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
    answer:
      'Annual billing costs about 20% less: Starter is $29 a month billed annually ($348), against $39 billed monthly. Fees are billed in advance for the period you choose.',
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
