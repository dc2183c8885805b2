import type { MarketingIconName } from '../../../components/ui/marketing-icon.tsx';

/** One benefit tile of the Home benefits carousel. */
export interface Benefit {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  icon: MarketingIconName;
  title: string;
  text: string;
}

/** The benefits the Home carousel pages through, eight per page (three pages). */
export const BENEFITS: readonly Benefit[] = [
  {
    id: 'map-pack',
    icon: 'map-check',
    title: 'Show up in the map pack',
    text: 'Climb into the top three results, where most local clicks and calls happen.',
  },
  {
    id: 'hours-back',
    icon: 'clock',
    title: 'Hours back every week',
    text: 'Scans, posts, reports and reminders run on schedule without you.',
  },
  {
    id: 'better-reviews',
    icon: 'star',
    title: 'More, better reviews',
    text: 'Ask at the right moment and reply to every review, promptly.',
  },
  {
    id: 'customer-sentiment',
    icon: 'smile',
    title: 'Know how customers feel',
    text: 'Sentiment analysis turns piles of reviews into clear themes.',
  },
  {
    id: 'true-rank',
    icon: 'grid',
    title: 'Your true local rank',
    text: 'Geo-grid scans measure from where customers search, not your desk.',
  },
  {
    id: 'consistent-details',
    icon: 'shield',
    title: 'Consistent details everywhere',
    text: 'NAP scans catch the wrong number or old address before customers do.',
  },
  {
    id: 'ahead-of-rivals',
    icon: 'binoculars',
    title: 'A step ahead of rivals',
    text: 'Competitor alerts flag the moment someone overtakes you.',
  },
  {
    id: 'easy-posts',
    icon: 'sparkles',
    title: 'Posts without the busywork',
    text: 'AI drafts in your tone, ready to approve and schedule.',
  },
  {
    id: 'readable-reports',
    icon: 'report',
    title: 'Reports people read',
    text: 'Plain-language summaries owners and clients understand in a minute.',
  },
  {
    id: 'all-locations',
    icon: 'map-pins',
    title: 'Every location, one view',
    text: 'Manage a single shop or hundreds of branches from one dashboard.',
  },
  {
    id: 'converting-keywords',
    icon: 'key',
    title: 'Keywords that convert',
    text: 'Find the searches that bring customers, not just visitors.',
  },
  {
    id: 'rich-results',
    icon: 'code',
    title: 'Richer search results',
    text: 'Schema markup helps search engines understand your business.',
  },
  {
    id: 'photos',
    icon: 'camera',
    title: 'Photos that get noticed',
    text: 'Optimise images and video so your profile looks its best.',
  },
  {
    id: 'questions-answered',
    icon: 'question',
    title: 'Answers before they ask',
    text: 'Manage Q&A so the right answer is the first one people see.',
  },
  {
    id: 'ads-and-organic',
    icon: 'chart-line',
    title: 'Ads and organic together',
    text: 'See paid and organic results side by side with your analytics.',
  },
  {
    id: 'instant-alerts',
    icon: 'bell',
    title: 'Instant alerts',
    text: 'Hear about ranking drops, new reviews and listing edits straight away.',
  },
  {
    id: 'branded-reports',
    icon: 'palette',
    title: 'Your brand on every report',
    text: 'White-label for agencies: your logo, your colours, your domain.',
  },
  {
    id: 'citation-gaps',
    icon: 'search-gap',
    title: 'Close citation gaps',
    text: 'Gap analysis across 200+ sites shows where you are missing.',
  },
  {
    id: 'next-steps',
    icon: 'lightbulb',
    title: 'Clear next steps',
    text: 'Every insight comes with the action most likely to move you up.',
  },
  { id: 'quick-start', icon: 'rocket', title: 'Live in minutes', text: 'Connect your profile and get your first scan the same day.' },
  { id: 'free-trial', icon: 'tag', title: 'Try it free for 14 days', text: 'No credit card needed to start your trial.' },
  {
    id: 'cancel-anytime',
    icon: 'handshake',
    title: 'Cancel anytime',
    text: 'No lock-in: stay because it works, not because of a contract.',
  },
  {
    id: 'specialists',
    icon: 'users',
    title: 'Local-search specialists',
    text: 'Support from people who optimise business profiles every day.',
  },
  {
    id: 'owners-and-agencies',
    icon: 'briefcase',
    title: 'Built for owners and agencies',
    text: 'Simple enough for one shop, powerful enough for a portfolio.',
  },
];
