/** One of the offer claims of docs/product.md §1: a stable id (its element key) and its text. */
export interface OfferClaim {
  id: string;
  text: string;
}

/** The offer claims of docs/product.md §1, in the order they are shown under every call to action. */
export const OFFER_CLAIMS: readonly OfferClaim[] = [
  { id: 'trial', text: '14-day free trial' },
  { id: 'no-card', text: 'No credit card required' },
  { id: 'cancel', text: 'Cancel anytime' },
];
