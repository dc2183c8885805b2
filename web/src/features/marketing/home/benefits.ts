import type { MarketingIconName } from '../shared/marketing-icon.tsx';

/** One benefit tile of the Home benefits carousel. */
export interface Benefit {
  icon: MarketingIconName;
  title: string;
  text: string;
}

/** The benefits the Home carousel pages through, eight per page (three pages). */
export const BENEFITS: readonly Benefit[] = [
  {
    icon: 'map-check',
    title: 'Show up in the map pack',
    text: 'Climb into the top three results, where most local clicks and calls happen.',
  },
  {
    icon: 'clock',
    title: 'Hours back every week',
    text: 'Scans, posts, reports and reminders run on schedule without you.',
  },
  { icon: 'star', title: 'More, better reviews', text: 'Ask at the right moment and reply to every review, promptly.' },
  {
    icon: 'smile',
    title: 'Know how customers feel',
    text: 'Sentiment analysis turns piles of reviews into clear themes.',
  },
  {
    icon: 'grid',
    title: 'Your true local rank',
    text: 'Geo-grid scans measure from where customers search, not your desk.',
  },
  {
    icon: 'shield',
    title: 'Consistent details everywhere',
    text: 'NAP scans catch the wrong number or old address before customers do.',
  },
  {
    icon: 'binoculars',
    title: 'A step ahead of rivals',
    text: 'Competitor alerts flag the moment someone overtakes you.',
  },
  {
    icon: 'sparkles',
    title: 'Posts without the busywork',
    text: 'AI drafts in your tone, ready to approve and schedule.',
  },
  {
    icon: 'report',
    title: 'Reports people read',
    text: 'Plain-language summaries owners and clients understand in a minute.',
  },
  {
    icon: 'map-pins',
    title: 'Every location, one view',
    text: 'Manage a single shop or hundreds of branches from one dashboard.',
  },
  { icon: 'key', title: 'Keywords that convert', text: 'Find the searches that bring customers, not just visitors.' },
  {
    icon: 'code',
    title: 'Richer search results',
    text: 'Schema markup helps search engines understand your business.',
  },
  {
    icon: 'camera',
    title: 'Photos that get noticed',
    text: 'Optimise images and video so your profile looks its best.',
  },
  {
    icon: 'question',
    title: 'Answers before they ask',
    text: 'Manage Q&A so the right answer is the first one people see.',
  },
  {
    icon: 'chart-line',
    title: 'Ads and organic together',
    text: 'See paid and organic results side by side with your analytics.',
  },
  {
    icon: 'bell',
    title: 'Instant alerts',
    text: 'Hear about ranking drops, new reviews and listing edits straight away.',
  },
  {
    icon: 'palette',
    title: 'Your brand on every report',
    text: 'White-label for agencies: your logo, your colours, your domain.',
  },
  {
    icon: 'search-gap',
    title: 'Close citation gaps',
    text: 'Gap analysis across 200+ sites shows where you are missing.',
  },
  {
    icon: 'lightbulb',
    title: 'Clear next steps',
    text: 'Every insight comes with the action most likely to move you up.',
  },
  { icon: 'rocket', title: 'Live in minutes', text: 'Connect your profile and get your first scan the same day.' },
  { icon: 'tag', title: 'Try it free for 14 days', text: 'No credit card needed to start your trial.' },
  { icon: 'handshake', title: 'Cancel anytime', text: 'No lock-in: stay because it works, not because of a contract.' },
  {
    icon: 'users',
    title: 'Local-search specialists',
    text: 'Support from people who optimise business profiles every day.',
  },
  {
    icon: 'briefcase',
    title: 'Built for owners and agencies',
    text: 'Simple enough for one shop, powerful enough for a portfolio.',
  },
];
