/** Where every "Start Free Trial" leads: the sign-up form of /auth (a trial starts with the account). */
export const FREE_TRIAL_PATH = '/auth?mode=sign-up';

/** The in-app destinations the marketing pages link to; each is a route of the public site. */
export type MarketingPath = '/auth' | typeof FREE_TRIAL_PATH | '/contact' | '/pricing' | '/features' | '/use-cases' | '/about';
