import type { MarketingIconName } from '../../../components/ui/marketing-icon.tsx';

/** One kind of insight the Home analytics section promises: icon, title and explanation. */
export interface Insight {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  icon: MarketingIconName;
  title: string;
  text: string;
}

/** The analytics insights listed on the Home page, in display order. */
export const INSIGHTS: readonly Insight[] = [
  {
    id: 'geo-grid-heatmaps',
    icon: 'grid',
    title: 'Geo-grid heatmaps',
    text: 'See your position at every point of a grid laid over your service area, so weak neighbourhoods stand out at a glance.',
  },
  {
    id: 'ranking-trends',
    icon: 'chart-line',
    title: 'Ranking trends over time',
    text: 'Scheduled scans build a history for every keyword, showing which changes moved you up and which did nothing.',
  },
  {
    id: 'review-sentiment',
    icon: 'smile',
    title: 'Review sentiment, summarised',
    text: 'Themes from hundreds of reviews, sorted into praise and complaints, so you know what customers love and what to fix.',
  },
  {
    id: 'competitor-benchmarks',
    icon: 'binoculars',
    title: 'Competitor benchmarks',
    text: 'Compare your rank, rating and review pace against the businesses you lose customers to, area by area.',
  },
];
