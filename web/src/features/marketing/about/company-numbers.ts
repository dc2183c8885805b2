/** One headline figure on the About page: the figure as shown and what it counts. */
export interface CompanyNumber {
  value: string;
  label: string;
}

/** The About page's numbers (section 1): businesses, rankings tracked, countries and years. */
export const COMPANY_NUMBERS: readonly CompanyNumber[] = [
  { value: '5,000+', label: 'Businesses' },
  { value: '50M+', label: 'Rankings tracked' },
  { value: '25+', label: 'Countries' },
  { value: '3+', label: 'Years' },
];
