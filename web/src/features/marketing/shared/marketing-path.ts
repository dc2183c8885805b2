/** The in-app destinations the marketing pages link to; each is a route of the public site. */
export type MarketingPath = '/auth' | '/contact' | '/pricing' | '/features' | '/use-cases' | '/about';
