/** A pay-as-you-go extra on top of any plan (docs/product.md §9). */
export interface AddOn {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  name: string;
  price: string;
  unit: string;
  description: string;
}

/** The three add-ons: citations at $0.10, extra AI posts at $0.05 and extra geo-grid scans at $2. */
export const ADD_ONS: readonly AddOn[] = [
  {
    id: 'citations',
    name: 'Citations',
    price: '$0.10',
    unit: 'per citation',
    description: 'Submit your listing to sites in the 200+ site citations vault. Included with Pro and Enterprise.',
  },
  {
    id: 'ai-posts',
    name: 'Extra AI posts',
    price: '$0.05',
    unit: 'per extra AI post',
    description: 'Keep posting after your monthly allowance runs out, for busy seasons and launches.',
  },
  {
    id: 'geo-grid-scans',
    name: 'Extra geo-grid scans',
    price: '$2',
    unit: 'per extra geo-grid scan',
    description: 'Run additional scans beyond your plan, for new keywords, areas or campaigns.',
  },
];
