import { describeItemIds } from '../page-content/item-ids.test-util.ts';
import { COMPANY_NUMBERS } from './about/company-numbers.ts';
import { CORE_VALUES } from './about/core-values.ts';
import { CHALLENGES } from './features/challenges.ts';
import { FEATURE_CATALOGUE } from './features/feature-catalogue.ts';
import { BENEFITS } from './home/benefits.ts';
import { DEMO_STEPS } from './home/demo-steps.ts';
import { HOME_FEATURES } from './home/home-features.ts';
import { INSIGHTS } from './home/insights.ts';
import { PROBLEMS } from './home/problems.ts';
import { ADD_ONS } from './pricing/add-ons.ts';
import { FEATURE_BREAKDOWN } from './pricing/feature-breakdown.ts';
import { PRICING_FAQ } from './pricing/pricing-faq.ts';
import { OFFER_CLAIMS } from './shared/offer-claims.ts';
import { PLANS } from './shared/plans.ts';
import { TESTIMONIALS } from './shared/testimonials.ts';
import { USE_CASES } from './use-cases/use-cases.ts';

// Element keys are built from these ids, so each list's ids must be distinct slugs.
const LISTS: Record<string, readonly { id: string }[]> = {
  COMPANY_NUMBERS,
  CORE_VALUES,
  CHALLENGES,
  FEATURE_CATALOGUE,
  BENEFITS,
  DEMO_STEPS,
  HOME_FEATURES,
  INSIGHTS,
  PROBLEMS,
  ADD_ONS,
  FEATURE_BREAKDOWN,
  'FEATURE_BREAKDOWN rows': FEATURE_BREAKDOWN.flatMap((group) => group.rows),
  PRICING_FAQ,
  OFFER_CLAIMS,
  PLANS,
  TESTIMONIALS,
  USE_CASES,
};

describeItemIds('the ids of repeated marketing items', LISTS);
