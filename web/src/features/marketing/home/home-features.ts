import type { MarketingIconName } from '../../../components/ui/marketing-icon.tsx';

/** A capability card of the Home features grid. */
export interface HomeFeature {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  icon: MarketingIconName;
  title: string;
  text: string;
}

/** The six headline capabilities on the Home page; the Features page lists all eighteen. */
export const HOME_FEATURES: readonly HomeFeature[] = [
  {
    id: 'ai-optimisation',
    icon: 'sparkles',
    title: 'AI optimisation and posts',
    text: 'Suggestions ranked by impact for categories, services and descriptions, plus AI posts written in your voice and scheduled for you.',
  },
  {
    id: 'geo-grid',
    icon: 'grid',
    title: 'Geo-grid ranking scans',
    text: 'Scheduled scans across your service area show how you rank for every keyword, from every neighbourhood.',
  },
  {
    id: 'reviews',
    icon: 'star',
    title: 'Review management',
    text: 'Every review in one inbox with sentiment analysis, reply drafts and alerts for the ones that need you today.',
  },
  {
    id: 'citations-vault',
    icon: 'library',
    title: 'Citations vault',
    text: 'List your business on 200+ sites and let gap analysis show which important directories are still missing you.',
  },
  {
    id: 'competitors',
    icon: 'binoculars',
    title: 'Competitor monitoring',
    text: 'Track the businesses you compete with and get alerts when they overtake you, change categories or surge in reviews.',
  },
  {
    id: 'white-label',
    icon: 'palette',
    title: 'White-label reporting',
    text: 'Clear reports for owners and clients, with your agency’s logo and colours, delivered on schedule.',
  },
];
