import type { MarketingIconName } from '../../../components/ui/marketing-icon.tsx';

/** One audience on the Use Cases page: who they are, their situation and how the product helps. */
export interface UseCase {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  icon: MarketingIconName;
  title: string;
  description: string;
  highlights: readonly [string, string, string];
  recommendedPlan: string;
}

/** The eight audiences of docs/product.md §1, in display order. */
export const USE_CASES: readonly UseCase[] = [
  {
    id: 'small-businesses',
    icon: 'store',
    title: 'Small businesses',
    description: 'Cafés, salons, shops and studios competing with chains for the same nearby customers, with no time for marketing admin.',
    highlights: ['Simple AI checklist to follow', 'Posts written and scheduled for you', 'Review replies in a few clicks'],
    recommendedPlan: 'Starter',
  },
  {
    id: 'agencies',
    icon: 'briefcase',
    title: 'Agencies',
    description: 'Teams running local SEO for many clients, who need proof of results and a repeatable process for every account.',
    highlights: ['All clients in one dashboard', 'Scheduled client reports', 'Competitor alerts per client'],
    recommendedPlan: 'Growth or Pro',
  },
  {
    id: 'white-label-agencies',
    icon: 'palette',
    title: 'White-label agencies',
    description: 'Agencies that sell local search under their own brand and need every report and view to look like theirs.',
    highlights: ['Your logo and colours on reports', 'Client views on your domain', 'Resell with your own pricing'],
    recommendedPlan: 'Pro or Enterprise',
  },
  {
    id: 'multi-location',
    icon: 'map-pins',
    title: 'Multi-location businesses',
    description: 'Brands with branches in several towns, where every location must be accurate, active and ranking locally.',
    highlights: ['Bulk updates across locations', 'Rankings compared branch by branch', 'Roll-up reports by region'],
    recommendedPlan: 'Growth or Pro',
  },
  {
    id: 'franchises',
    icon: 'network',
    title: 'Franchises',
    description: 'Franchisors balancing brand consistency with franchisees who know their neighbourhoods best.',
    highlights: ['Brand-approved post templates', 'Consistent NAP across the network', 'Performance league tables'],
    recommendedPlan: 'Enterprise',
  },
  {
    id: 'service-businesses',
    icon: 'wrench',
    title: 'Service businesses',
    description: 'Plumbers, electricians, cleaners and other trades serving customers across an area rather than at a shop front.',
    highlights: ['Geo-grids across your whole service area', 'Keyword research for each service', 'Alerts when rivals move in'],
    recommendedPlan: 'Starter or Growth',
  },
  {
    id: 'healthcare',
    icon: 'heart',
    title: 'Healthcare providers',
    description: 'Dental practices, clinics and therapists whose patients choose on reviews, accuracy and reassurance.',
    highlights: ['Sentiment analysis on patient reviews', 'Accurate hours and contact details', 'Q&A answered in your words'],
    recommendedPlan: 'Growth',
  },
  {
    id: 'real-estate',
    icon: 'home',
    title: 'Real estate agencies',
    description: 'Sales and letting agents competing neighbourhood by neighbourhood for vendors, buyers and landlords.',
    highlights: ['Rankings for each neighbourhood', 'Photo and video optimisation', 'Competitor monitoring per branch'],
    recommendedPlan: 'Growth or Pro',
  },
];
