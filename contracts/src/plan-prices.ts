/** A paid plan, by the id the marketing pages and the account use. */
export type PricedPlanId = 'starter' | 'growth' | 'pro';

/** What a paid plan costs, in whole US dollars: per month when billed monthly, and per month and per year when billed annually. */
export interface PlanPrice {
  monthly: number;
  annualPerMonth: number;
  billedAnnually: number;
}

/**
 * THE price table (the Pricing page's figures): every price the site prints comes from here, so the
 * home summary, the Pricing page, its FAQ and the page descriptions never disagree. Enterprise is custom.
 */
export const PLAN_PRICES: Readonly<Record<PricedPlanId, PlanPrice>> = {
  starter: { monthly: 39, annualPerMonth: 29, billedAnnually: 348 },
  growth: { monthly: 89, annualPerMonth: 69, billedAnnually: 828 },
  pro: { monthly: 149, annualPerMonth: 119, billedAnnually: 1428 },
};

/** What annual billing saves, as the billing toggles say it. */
export const ANNUAL_SAVING = 'Save 20%';

/** A whole-dollar amount as printed: '$29', '$1,428'. */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** The lowest price of any plan per month (billed annually): what "plans from …" means. */
export const LOWEST_MONTHLY_PRICE = Math.min(...Object.values(PLAN_PRICES).map((price) => price.annualPerMonth));
