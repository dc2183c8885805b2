/** One headline figure on the About page: the figure as shown and what it counts. */
export interface CompanyNumber {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  value: string;
  label: string;
}

/** The About page's numbers (docs/product.md §1): businesses, rankings tracked, countries and years. */
export const COMPANY_NUMBERS: readonly CompanyNumber[] = [
  { id: 'businesses', value: '5,000+', label: 'Businesses' },
  { id: 'rankings', value: '50M+', label: 'Rankings tracked' },
  { id: 'countries', value: '25+', label: 'Countries' },
  { id: 'years', value: '3+', label: 'Years' },
];
