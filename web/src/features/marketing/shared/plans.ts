import { PLAN_PRICES, type PlanPrice } from '@app/contracts/plan-prices';
import { trialSignUpPath } from '@app/contracts/trial';
import type { BillingPeriod } from './billing-period-toggle.tsx';
import { FREE_TRIAL_PATH, type MarketingPath } from './marketing-path.ts';

/** How a plan gets the 200+ site citations vault (docs/product.md §9). */
export type CitationsVaultAccess = 'Pay-as-you-go' | 'Included';

/**
 * One subscription plan as the marketing pages show it (sections 3 and 9). Its `price` is the row of
 * the one price table (`PLAN_PRICES`), shown alike by the Pricing page and the Home summary; `null`
 * means custom (Enterprise). The annual views of the Pricing page and the Home summary list the larger `annualFeatures`.
 */
export interface Plan {
  id: 'starter' | 'growth' | 'pro' | 'enterprise';
  name: string;
  description: string;
  popular: boolean;
  cta: { label: string; to: MarketingPath };
  /** Per month when billed monthly, per month when billed annually, and the yearly bill; null when custom. */
  price: PlanPrice | null;
  /** The limits of the monthly view. */
  features: readonly string[];
  /** The limits of the annual view (Pricing page and Home summary alike), larger than the monthly ones. */
  annualFeatures: readonly string[];
  creditsPerYear: string;
  citationsVault: CitationsVaultAccess;
}

/** The four plans in display order: Starter, Growth (most popular), Pro and Enterprise. */
export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'For a single business getting serious about the map pack.',
    popular: false,
    cta: { label: 'Start Free Trial', to: FREE_TRIAL_PATH },
    price: PLAN_PRICES.starter,
    features: ['3 business profiles', '50 geo-grid scans/year', '25 AI posts/month', 'Monthly scheduled scans', 'Email support'],
    annualFeatures: ['3 business profiles', '60 geo-grid scans/year', '25 AI posts/month', 'Monthly scheduled scans', 'Email support'],
    creditsPerYear: '120,000',
    citationsVault: 'Pay-as-you-go',
  },
  {
    id: 'growth',
    name: 'Growth',
    description: 'For growing brands and small agencies with several locations.',
    popular: true,
    cta: { label: 'Start Free Trial', to: FREE_TRIAL_PATH },
    price: PLAN_PRICES.growth,
    features: ['10 business profiles', '200 geo-grid scans/year', '100 AI posts/month', 'Weekly scheduled scans', 'Track 10 competitors'],
    annualFeatures: [
      '10 business profiles',
      '240 geo-grid scans/year',
      '120 AI posts/month',
      'Weekly scheduled scans',
      'Track 15 competitors',
    ],
    creditsPerYear: '300,000',
    citationsVault: 'Pay-as-you-go',
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For agencies and multi-location teams that need daily insight.',
    popular: false,
    cta: { label: 'Start Free Trial', to: FREE_TRIAL_PATH },
    price: PLAN_PRICES.pro,
    features: [
      '25 business profiles',
      '500 geo-grid scans/year',
      '250 AI posts/month',
      'Daily scheduled scans',
      'Track 20 competitors',
      'Dedicated account manager',
    ],
    annualFeatures: [
      '25 business profiles',
      '600 geo-grid scans/year',
      '300 AI posts/month',
      'Daily scheduled scans',
      'Track 25 competitors',
      'Dedicated account manager',
    ],
    creditsPerYear: '600,000',
    citationsVault: 'Included',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For franchises and large portfolios with custom needs.',
    popular: false,
    cta: { label: 'Contact Sales', to: '/contact' },
    price: null,
    features: [
      'Custom number of business profiles',
      'Custom scan and AI post volumes',
      'Multi-user access for your team',
      'White-label reporting',
      'Dedicated account manager',
    ],
    annualFeatures: [
      'Custom number of business profiles',
      'Custom scan and AI post volumes',
      'Multi-user access for your team',
      'White-label reporting',
      'Dedicated account manager',
    ],
    creditsPerYear: 'Flexible',
    citationsVault: 'Included',
  },
];

/**
 * Where a plan's call to action leads in `billing`: a priced plan's trial is the sign-up form with the plan and
 * billing chosen (/auth?mode=sign-up&plan=growth&billing=annual); Enterprise has no trial and goes to /contact.
 */
export function planCtaTarget(plan: Plan, billing: BillingPeriod): string {
  return plan.price && plan.id !== 'enterprise' ? trialSignUpPath({ plan: plan.id, billing }) : plan.cta.to;
}
