/** One step of the Home demo: a short title and what happens in it. */
export interface DemoStep {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  title: string;
  text: string;
}

/** The four steps from sign-up to results, in order. */
export const DEMO_STEPS: readonly DemoStep[] = [
  {
    id: 'connect',
    title: 'Connect your business profile',
    text: 'Sign in with the account that manages your listing. LocalRank imports your locations, categories, photos and reviews in a couple of minutes.',
  },
  {
    id: 'first-scan',
    title: 'Run your first geo-grid scan',
    text: 'Pick the keywords customers use and the area you serve. The scan maps your position across the grid and benchmarks nearby competitors.',
  },
  {
    id: 'act',
    title: 'Act on AI suggestions',
    text: 'Work through a prioritised checklist, approve AI-written posts and review replies, and fix inconsistent citations from the vault.',
  },
  {
    id: 'track',
    title: 'Track progress and report',
    text: 'Scheduled scans show what moved. Share a clear report with your team or, with white-label, with your clients under your own brand.',
  },
];
