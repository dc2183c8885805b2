import type { MarketingIconName } from '../../../components/ui/marketing-icon.tsx';

/** One of the company's core values on the About page. */
export interface CoreValue {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  icon: MarketingIconName;
  title: string;
  text: string;
}

/** The six core values, in display order. */
export const CORE_VALUES: readonly CoreValue[] = [
  {
    id: 'local-first',
    icon: 'store',
    title: 'Local first',
    text: 'We build for the business on the corner as carefully as for the agency with a hundred clients.',
  },
  {
    id: 'clarity',
    icon: 'eye',
    title: 'Radical clarity',
    text: 'Plain language, honest numbers and reports that make sense without a glossary.',
  },
  {
    id: 'results',
    icon: 'target',
    title: 'Results over vanity',
    text: 'We measure calls, visits and bookings, not just positions on a chart.',
  },
  {
    id: 'useful-ai',
    icon: 'lightbulb',
    title: 'Useful AI',
    text: 'AI should save you time and leave you in control, never publish something you have not approved.',
  },
  {
    id: 'trust',
    icon: 'shield',
    title: 'Trust and privacy',
    text: 'Your data and your customers’ data are yours. We never sell personal information.',
  },
  {
    id: 'partnership',
    icon: 'handshake',
    title: 'Partnership',
    text: 'Our specialists answer questions, share what works and listen when you tell us what to build next.',
  },
];
