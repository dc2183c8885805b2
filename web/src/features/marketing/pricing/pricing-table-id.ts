/** The id of the Pricing page's plan table, the target of the hero's 'Compare Plans Below' button. */
export const PRICING_TABLE_ID = 'pricing-table';
