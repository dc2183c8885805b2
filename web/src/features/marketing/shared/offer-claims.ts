/** Section 1's offer claims, in the order they are shown under every call to action. */
export const OFFER_CLAIMS = ['14-day free trial', 'No credit card required', 'Cancel anytime'] as const;
