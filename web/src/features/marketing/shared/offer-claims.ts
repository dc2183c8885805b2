/** One of section 1's offer claims: a stable id (its element key) and its text. */
export interface OfferClaim {
  id: string;
  text: string;
}

/** Section 1's offer claims, in the order they are shown under every call to action. */
export const OFFER_CLAIMS: readonly OfferClaim[] = [
  { id: 'trial', text: '14-day free trial' },
  { id: 'no-card', text: 'No credit card required' },
  { id: 'cancel', text: 'Cancel anytime' },
];
