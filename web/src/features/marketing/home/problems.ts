import type { MarketingIconName } from '../../../components/ui/marketing-icon.tsx';

/** One pain point of the Home problem statement: an icon, a short title and what it costs the business. */
export interface Problem {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  icon: MarketingIconName;
  title: string;
  text: string;
}

/** The four problems the Home page's problem statement names, in display order. */
export const PROBLEMS: readonly Problem[] = [
  {
    id: 'invisible-rank',
    icon: 'eye',
    title: 'You cannot see where you rank',
    text: 'Search from your desk and you look great. Two miles away, where your customers are, you may not appear at all.',
  },
  {
    id: 'slow-replies',
    icon: 'star',
    title: 'Reviews wait days for a reply',
    text: 'Unanswered reviews, good or bad, tell the next customer nobody is listening, and search engines notice too.',
  },
  {
    id: 'inconsistent-details',
    icon: 'alert-triangle',
    title: 'Your details disagree across the web',
    text: 'An old phone number on one directory and a different address on another quietly erode trust and rankings.',
  },
  {
    id: 'no-time-to-post',
    icon: 'clock',
    title: 'There is never time to post',
    text: 'Fresh posts, photos and answers keep a profile active, but they are the first job to slip in a busy week.',
  },
];
