import { PRODUCT_NAME } from './brand.ts';
import { BUSINESS_HOURS_SUMMARY } from './business-hours.ts';
import { formatDollars, LOWEST_MONTHLY_PRICE } from './plan-prices.ts';

/** A static page's title and description; `index: false` keeps it out of search engines. */
export interface StaticPageMeta {
  title: string;
  description: string;
  index?: boolean;
}

/** Titles and descriptions of the static routes: the server's head tags and the tab titles agree. */
export const PAGE_META = {
  '/': {
    title: `${PRODUCT_NAME} · Local SEO software for Google Business Profiles`,
    description:
      'Rank higher in local search: AI post scheduling, geo-grid rank tracking, review management and citation audits for businesses and agencies. Try 14 days free.',
  },
  '/features': {
    title: `Features · ${PRODUCT_NAME}`,
    description:
      'Eighteen tools for business-profile growth: AI optimisation, geo-grid scans, review sentiment, a 200+ site citations vault, competitor alerts and white-label reports.',
  },
  '/use-cases': {
    title: `Use Cases · ${PRODUCT_NAME}`,
    description:
      'How small businesses, agencies, franchises, multi-location brands, healthcare providers and estate agents use LocalRank to win more calls from local search.',
  },
  '/pricing': {
    title: `Pricing · ${PRODUCT_NAME}`,
    description: `Simple plans from ${formatDollars(LOWEST_MONTHLY_PRICE)} a month billed annually: Starter, Growth, Pro and Enterprise. Every plan starts with a 14-day free trial, no credit card, cancel anytime.`,
  },
  '/about': {
    title: `About Us · ${PRODUCT_NAME}`,
    description:
      'Founded in 2022, LocalRank helps 5,000+ businesses in 25+ countries grow through local search, with 50M+ rankings tracked. Meet the team and what we value.',
  },
  '/blog': {
    title: `${PRODUCT_NAME} Blog · Local SEO guides, tips and news`,
    description:
      'Insights, guides, and news to help you dominate local search and grow your business: Google Business Profile updates, ranking factors, case studies and tutorials.',
  },
  '/contact': {
    title: `Contact Us · ${PRODUCT_NAME}`,
    description: `Questions about your plan? Message us, call our London office or e-mail support. Open ${BUSINESS_HOURS_SUMMARY}.`,
  },
  '/privacy': {
    title: `Privacy Policy · ${PRODUCT_NAME}`,
    description:
      'How LocalRank collects, uses, shares and protects personal and business-profile data, how long we keep it, and the rights you have over it under UK law.',
  },
  '/terms': {
    title: `Terms and Conditions · ${PRODUCT_NAME}`,
    description:
      'The terms for using LocalRank: accounts, the service, payment and billing, acceptable use, liability, termination and governing law (England and Wales).',
  },
  // Indexed: it is where a search for the product's sign-up or sign-in lands (the password pages are not).
  '/auth': {
    title: `Sign in or create an account · ${PRODUCT_NAME}`,
    description: `Sign in to ${PRODUCT_NAME} or start your 14-day free trial.`,
  },
  '/forgot-password': { title: `Reset your password · ${PRODUCT_NAME}`, description: 'Get a link to choose a new password.', index: false },
  '/reset-password': {
    title: `Choose a new password · ${PRODUCT_NAME}`,
    description: 'Choose a new password for your account.',
    index: false,
  },
  '/newsletter/unsubscribe': {
    title: `Unsubscribe from the newsletter · ${PRODUCT_NAME}`,
    description: 'Stop receiving the newsletter.',
    index: false,
  },
  '/newsletter/unsubscribed': { title: `Unsubscribed · ${PRODUCT_NAME}`, description: 'You are off the newsletter list.', index: false },
  '/newsletter/confirmed': {
    title: `Subscription confirmed · ${PRODUCT_NAME}`,
    description: 'Your newsletter subscription is confirmed.',
    index: false,
  },
  '/newsletter/link-expired': {
    title: `Link expired · ${PRODUCT_NAME}`,
    description: 'This newsletter link has expired or was already used.',
    index: false,
  },
  '/account/email-verified': {
    title: `E-mail address verified · ${PRODUCT_NAME}`,
    description: 'Your e-mail address is verified.',
    index: false,
  },
  '/account/email-changed': {
    title: `E-mail address changed · ${PRODUCT_NAME}`,
    description: 'Your e-mail address has been changed.',
    index: false,
  },
  '/account/email-link-expired': {
    title: `Link expired · ${PRODUCT_NAME}`,
    description: 'This e-mail link has expired or was already used.',
    index: false,
  },
  '/account/email-taken': {
    title: `Address in use · ${PRODUCT_NAME}`,
    description: 'This e-mail address belongs to another account.',
    index: false,
  },
  '/dashboard': { title: `Dashboard · ${PRODUCT_NAME}`, description: 'Your account.', index: false },
  '/dashboard/settings': {
    title: `Account settings · ${PRODUCT_NAME}`,
    description: 'Your name, password and where you are signed in.',
    index: false,
  },
} satisfies Record<string, StaticPageMeta>;

/** A path that has static page metadata. */
export type StaticPagePath = keyof typeof PAGE_META;
