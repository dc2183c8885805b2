/** A cell of the feature breakdown: true (included), false (not included) or a short text such as a limit. */
export type BreakdownValue = boolean | string;

/** One row of the breakdown: the feature, its tooltip text and its value for Starter, Growth, Pro and Enterprise. */
export interface BreakdownRow {
  feature: string;
  tooltip: string;
  values: readonly [BreakdownValue, BreakdownValue, BreakdownValue, BreakdownValue];
}

/** A titled group of rows in the breakdown table. */
export interface BreakdownGroup {
  title: string;
  rows: readonly BreakdownRow[];
}

/** The Pricing page's feature breakdown, by group; limits follow section 9's monthly view. */
export const FEATURE_BREAKDOWN: readonly BreakdownGroup[] = [
  {
    title: 'Usage and limits',
    rows: [
      {
        feature: 'Business profiles',
        tooltip: 'How many business-profile listings (locations) you can connect and manage.',
        values: ['3', '10', '25', 'Custom'],
      },
      {
        feature: 'Geo-grid scans',
        tooltip: 'A scan checks your ranking for one keyword from every point of a grid laid over your service area.',
        values: ['50 per year', '200 per year', '500 per year', 'Custom'],
      },
      {
        feature: 'Scheduled scans',
        tooltip: 'How often your saved geo-grid scans run automatically to build a ranking history.',
        values: ['Monthly', 'Weekly', 'Daily', 'Custom'],
      },
      {
        feature: 'AI posts',
        tooltip: 'Posts for your business profile drafted by AI in your brand voice, ready to approve and schedule.',
        values: ['25 per month', '100 per month', '250 per month', 'Custom'],
      },
      {
        feature: 'Competitors tracked',
        tooltip: 'Businesses whose rankings, ratings and profile changes are monitored alongside yours.',
        values: [false, '10', '20', 'Custom'],
      },
      {
        feature: 'Credits per year',
        tooltip: 'Credits pay for data-heavy work such as scans, research and reports.',
        values: ['120,000', '300,000', '600,000', 'Flexible'],
      },
    ],
  },
  {
    title: 'Optimisation',
    rows: [
      {
        feature: 'AI optimisation suggestions',
        tooltip: 'A prioritised checklist of profile improvements, ranked by the impact they are likely to have.',
        values: [true, true, true, true],
      },
      {
        feature: 'Keyword research',
        tooltip: 'Finds the local searches and “near me” phrases that bring customers in your area.',
        values: [true, true, true, true],
      },
      {
        feature: 'NAP inconsistency scans',
        tooltip: 'Finds listings where your business name, address or phone number differs from your profile.',
        values: [true, true, true, true],
      },
      {
        feature: 'Photo and video optimisation',
        tooltip: 'Checks the size, freshness and coverage of your images and video and suggests what to add.',
        values: [true, true, true, true],
      },
      {
        feature: 'Q&A management',
        tooltip: 'Monitor and answer the questions people ask on your business profile.',
        values: [true, true, true, true],
      },
      {
        feature: 'Schema markup',
        tooltip: 'Structured data for your website that tells search engines exactly who and where you are.',
        values: [false, true, true, true],
      },
    ],
  },
  {
    title: 'Reputation and visibility',
    rows: [
      {
        feature: 'Review management',
        tooltip: 'All reviews in one inbox with AI-drafted replies and reminders.',
        values: [true, true, true, true],
      },
      {
        feature: 'Sentiment analysis',
        tooltip: 'Groups review text into themes and tracks how customers feel over time.',
        values: [true, true, true, true],
      },
      {
        feature: 'Citations vault (200+ sites)',
        tooltip:
          'Submit and maintain your listing on over 200 directories. Starter and Growth pay per citation; Pro and Enterprise include it.',
        values: ['Pay-as-you-go', 'Pay-as-you-go', 'Included', 'Included'],
      },
      {
        feature: 'Citation gap analysis',
        tooltip: 'Lists the directories where competitors appear and you do not.',
        values: [true, true, true, true],
      },
      {
        feature: 'Competitor alerts',
        tooltip: 'Notifications when a tracked competitor overtakes you or changes their profile.',
        values: [false, true, true, true],
      },
    ],
  },
  {
    title: 'Reporting and teams',
    rows: [
      {
        feature: 'Reports',
        tooltip: 'Scheduled, plain-language reports on rankings, reviews and actions taken.',
        values: [true, true, true, true],
      },
      {
        feature: 'White-label reports',
        tooltip: 'Reports and client views carrying your agency’s logo and colours instead of ours.',
        values: [false, false, true, true],
      },
      {
        feature: 'Multi-location management',
        tooltip: 'Bulk updates, groups and roll-up reports across many locations.',
        values: [false, true, true, true],
      },
      {
        feature: 'Ads and analytics integration',
        tooltip: 'Connect ads and web analytics accounts to see paid and organic performance together.',
        values: [false, true, true, true],
      },
      {
        feature: 'Support',
        tooltip: 'How you reach us. Every plan includes help from local-search specialists.',
        values: ['Email', 'Priority email', 'Dedicated manager', 'Dedicated manager'],
      },
    ],
  },
];
