/** A cell of the feature breakdown: true (included), false (not included) or a short text such as a limit. */
export type BreakdownValue = boolean | string;

/** One row of the breakdown: the feature, its tooltip text and its value for Starter, Growth, Pro and Enterprise. */
export interface BreakdownRow {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  feature: string;
  tooltip: string;
  values: readonly [BreakdownValue, BreakdownValue, BreakdownValue, BreakdownValue];
}

/** A titled group of rows in the breakdown table. */
export interface BreakdownGroup {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  title: string;
  rows: readonly BreakdownRow[];
}

/** The Pricing page's feature breakdown, by group; limits follow the monthly view of docs/product.md §9. */
export const FEATURE_BREAKDOWN: readonly BreakdownGroup[] = [
  {
    id: 'usage',
    title: 'Usage and limits',
    rows: [
      {
        id: 'profiles',
        feature: 'Business profiles',
        tooltip: 'How many business-profile listings (locations) you can connect and manage.',
        values: ['3', '10', '25', 'Custom'],
      },
      {
        id: 'geo-grid-scans',
        feature: 'Geo-grid scans',
        tooltip: 'A scan checks your ranking for one keyword from every point of a grid laid over your service area.',
        values: ['50 per year', '200 per year', '500 per year', 'Custom'],
      },
      {
        id: 'scheduled-scans',
        feature: 'Scheduled scans',
        tooltip: 'How often your saved geo-grid scans run automatically to build a ranking history.',
        values: ['Monthly', 'Weekly', 'Daily', 'Custom'],
      },
      {
        id: 'ai-posts',
        feature: 'AI posts',
        tooltip: 'Posts for your business profile drafted by AI in your brand voice, ready to approve and schedule.',
        values: ['25 per month', '100 per month', '250 per month', 'Custom'],
      },
      {
        id: 'competitors',
        feature: 'Competitors tracked',
        tooltip: 'Businesses whose rankings, ratings and profile changes are monitored alongside yours.',
        values: [false, '10', '20', 'Custom'],
      },
      {
        id: 'credits',
        feature: 'Credits per year',
        tooltip: 'Credits pay for data-heavy work such as scans, research and reports.',
        values: ['120,000', '300,000', '600,000', 'Flexible'],
      },
    ],
  },
  {
    id: 'optimisation',
    title: 'Optimisation',
    rows: [
      {
        id: 'ai-suggestions',
        feature: 'AI optimisation suggestions',
        tooltip: 'A prioritised checklist of profile improvements, ranked by the impact they are likely to have.',
        values: [true, true, true, true],
      },
      {
        id: 'keywords',
        feature: 'Keyword research',
        tooltip: 'Finds the local searches and “near me” phrases that bring customers in your area.',
        values: [true, true, true, true],
      },
      {
        id: 'nap-scans',
        feature: 'NAP inconsistency scans',
        tooltip: 'Finds listings where your business name, address or phone number differs from your profile.',
        values: [true, true, true, true],
      },
      {
        id: 'media',
        feature: 'Photo and video optimisation',
        tooltip: 'Checks the size, freshness and coverage of your images and video and suggests what to add.',
        values: [true, true, true, true],
      },
      {
        id: 'questions',
        feature: 'Q&A management',
        tooltip: 'Monitor and answer the questions people ask on your business profile.',
        values: [true, true, true, true],
      },
      {
        id: 'schema',
        feature: 'Schema markup',
        tooltip: 'Structured data for your website that tells search engines exactly who and where you are.',
        values: [false, true, true, true],
      },
    ],
  },
  {
    id: 'reputation',
    title: 'Reputation and visibility',
    rows: [
      {
        id: 'reviews',
        feature: 'Review management',
        tooltip: 'All reviews in one inbox with AI-drafted replies and reminders.',
        values: [true, true, true, true],
      },
      {
        id: 'sentiment',
        feature: 'Sentiment analysis',
        tooltip: 'Groups review text into themes and tracks how customers feel over time.',
        values: [true, true, true, true],
      },
      {
        id: 'citations-vault',
        feature: 'Citations vault (200+ sites)',
        tooltip:
          'Submit and maintain your listing on over 200 directories. Starter and Growth pay per citation; Pro and Enterprise include it.',
        values: ['Pay-as-you-go', 'Pay-as-you-go', 'Included', 'Included'],
      },
      {
        id: 'citation-gaps',
        feature: 'Citation gap analysis',
        tooltip: 'Lists the directories where competitors appear and you do not.',
        values: [true, true, true, true],
      },
      {
        id: 'competitor-alerts',
        feature: 'Competitor alerts',
        tooltip: 'Notifications when a tracked competitor overtakes you or changes their profile.',
        values: [false, true, true, true],
      },
    ],
  },
  {
    id: 'reporting',
    title: 'Reporting and teams',
    rows: [
      {
        id: 'reports',
        feature: 'Reports',
        tooltip: 'Scheduled, plain-language reports on rankings, reviews and actions taken.',
        values: [true, true, true, true],
      },
      {
        id: 'white-label',
        feature: 'White-label reports',
        tooltip: 'Reports and client views carrying your agency’s logo and colours instead of ours.',
        values: [false, false, true, true],
      },
      {
        id: 'multi-location',
        feature: 'Multi-location management',
        tooltip: 'Bulk updates, groups and roll-up reports across many locations.',
        values: [false, true, true, true],
      },
      {
        id: 'ads-analytics',
        feature: 'Ads and analytics integration',
        tooltip: 'Connect ads and web analytics accounts to see paid and organic performance together.',
        values: [false, true, true, true],
      },
      {
        id: 'support',
        feature: 'Support',
        tooltip: 'How you reach us. Every plan includes help from local-search specialists.',
        values: ['Email', 'Priority email', 'Dedicated manager', 'Dedicated manager'],
      },
    ],
  },
];
