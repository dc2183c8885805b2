import type { MarketingIconName } from '../../../components/ui/marketing-icon.tsx';

/** One of the eighteen features on the Features page: what it does and what the customer gains. */
export interface CatalogueFeature {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  icon: MarketingIconName;
  title: string;
  description: string;
  benefits: readonly [string, string];
}

/** All eighteen features, covering every capability of docs/product.md §1, in display order. */
export const FEATURE_CATALOGUE: readonly CatalogueFeature[] = [
  {
    id: 'ai-suggestions',
    icon: 'sparkles',
    title: 'AI optimisation suggestions',
    description: 'A prioritised checklist for categories, services, descriptions and attributes, built from what top-ranking profiles do.',
    benefits: ['Know which change will move you most', 'Stop guessing at best practice'],
  },
  {
    id: 'ai-posts',
    icon: 'calendar',
    title: 'AI post creation and scheduling',
    description: 'Offers, updates and events written in your brand voice, ready to approve and publish on a calendar.',
    benefits: ['A consistently active profile', 'Minutes a week instead of hours'],
  },
  {
    id: 'geo-grid',
    icon: 'grid',
    title: 'Geo-grid ranking scans',
    description: 'Your position for each keyword at every point of a grid across your service area, on demand or on schedule.',
    benefits: ['See rankings the way customers do', 'Spot weak neighbourhoods instantly'],
  },
  {
    id: 'reviews',
    icon: 'star',
    title: 'Review management',
    description: 'Every review in one inbox with AI-drafted replies, templates and reminders so nothing goes unanswered.',
    benefits: ['Faster, more personal replies', 'More reviews from happy customers'],
  },
  {
    id: 'sentiment',
    icon: 'smile',
    title: 'Review sentiment analysis',
    description: 'Themes and sentiment pulled from review text, tracked over time and by location.',
    benefits: ['Find what customers love and repeat it', 'Catch recurring complaints early'],
  },
  {
    id: 'reporting',
    icon: 'report',
    title: 'Reporting',
    description: 'Scheduled reports on rankings, actions, reviews and results, written for people rather than analysts.',
    benefits: ['Prove the value of your work', 'Everyone sees the same numbers'],
  },
  {
    id: 'white-label',
    icon: 'palette',
    title: 'White-label for agencies',
    description: 'Reports and client views carrying your agency’s logo, colours and domain instead of ours.',
    benefits: ['Strengthen your own brand', 'Resell local SEO with confidence'],
  },
  {
    id: 'citations-vault',
    icon: 'library',
    title: 'Citations vault',
    description: 'Submit and maintain your listing on 200+ directories and data aggregators from one place.',
    benefits: ['Broader, stronger local presence', 'No more directory-by-directory admin'],
  },
  {
    id: 'citation-gaps',
    icon: 'search-gap',
    title: 'Citation gap analysis',
    description: 'Compares your citations with the businesses outranking you and lists the sites you are missing.',
    benefits: ['Target the citations that matter', 'Close gaps competitors exploit'],
  },
  {
    id: 'competitors',
    icon: 'binoculars',
    title: 'Competitor monitoring',
    description: 'Track competitors’ rankings, ratings, review pace, categories and posts alongside your own.',
    benefits: ['Understand why they rank', 'Benchmark progress honestly'],
  },
  {
    id: 'alerts',
    icon: 'bell',
    title: 'Ranking and competitor alerts',
    description: 'Notifications when your rank drops, a competitor overtakes you or someone edits your listing.',
    benefits: ['React the same day', 'Protect your profile from unwanted edits'],
  },
  {
    id: 'multi-location',
    icon: 'map-pins',
    title: 'Multi-location management',
    description: 'Group, filter and update every location at once, with roll-up reports across regions and brands.',
    benefits: ['One dashboard for every branch', 'Consistent standards at scale'],
  },
  {
    id: 'keywords',
    icon: 'key',
    title: 'Keyword research',
    description: 'Discover the local searches, services and “near me” phrases that bring customers in your area.',
    benefits: ['Rank for terms that convert', 'Shape categories and posts around demand'],
  },
  {
    id: 'nap-scans',
    icon: 'shield',
    title: 'NAP inconsistency scans',
    description: 'Finds every listing where your name, address or phone number does not match your profile.',
    benefits: ['More trust from search engines', 'Customers always reach the right place'],
  },
  {
    id: 'media',
    icon: 'camera',
    title: 'Photo and video optimisation',
    description: 'Checks size, freshness and coverage of your images and video, and suggests what to add next.',
    benefits: ['A profile that looks the part', 'More clicks from image-led searches'],
  },
  {
    id: 'questions',
    icon: 'question',
    title: 'Q&A management',
    description: 'Monitor questions on your profile, answer them quickly and seed the answers customers need.',
    benefits: ['Accurate answers, in your words', 'Fewer lost customers with doubts'],
  },
  {
    id: 'schema',
    icon: 'code',
    title: 'Schema markup',
    description: 'Generates local-business structured data for your website that matches your profile exactly.',
    benefits: ['Richer search results', 'A stronger link between site and profile'],
  },
  {
    id: 'ads-analytics',
    icon: 'link',
    title: 'Ads and analytics integration',
    description: 'Connect your ads and web analytics to see paid and organic local performance side by side.',
    benefits: ['The full picture in one report', 'Spend where organic needs support'],
  },
];
