import { ILLUSTRATIONS, type Illustration } from './illustrations.ts';

/** A customer's words about the product (docs/product.md §3): quote, who said it, their role and an avatar. */
export interface Testimonial {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  quote: string;
  name: string;
  title: string;
  image: Illustration;
}

/** The static testimonials shown on the Home, Features and Use Cases pages, in display order. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'priya-raman',
    quote:
      'The geo-grid scan showed us we were invisible two streets from our own shop. Three months of following the suggestions later, we are in the map pack across most of the city centre and the phone rings on Mondays again.',
    name: 'Priya Raman',
    title: 'Owner, Bloom & Stem Florists',
    image: ILLUSTRATIONS.priyaRaman,
  },
  {
    id: 'marcus-feld',
    quote:
      'We manage forty client profiles and used to lose two days a month to reporting. Now the white-label reports go out on schedule with our logo on them, and the team spends that time actually improving rankings.',
    name: 'Marcus Feld',
    title: 'Founder, Northlight Digital',
    image: ILLUSTRATIONS.marcusFeld,
  },
  {
    id: 'hannah-okafor',
    quote:
      'Patients read reviews before they book. Sentiment analysis tells us which comments need a personal reply from the practice manager today, and the AI drafts give us a calm, professional starting point.',
    name: 'Dr Hannah Okafor',
    title: 'Practice Partner, Riverside Dental Care',
    image: ILLUSTRATIONS.hannahOkafor,
  },
  {
    id: 'tom-gallagher',
    quote:
      'Our vans cover half the county, so ranking in one postcode was never enough. Seeing the grid for every service area made it obvious where to put our effort, and the weekly scans show when it is working.',
    name: 'Tom Gallagher',
    title: 'Operations Director, Gallagher Plumbing & Heating',
    image: ILLUSTRATIONS.tomGallagher,
  },
  {
    id: 'sofia-marchetti',
    quote:
      'Six restaurants, six profiles, and opening hours that change every bank holiday. One dashboard, one schedule for posts, and the NAP scan caught an old address that had been sending diners to a closed site.',
    name: 'Sofia Marchetti',
    title: 'Marketing Lead, Casa Verde Kitchens',
    image: ILLUSTRATIONS.sofiaMarchetti,
  },
  {
    id: 'james-whitaker',
    quote:
      'Buyers and landlords search by neighbourhood. Competitor alerts tell us the moment another agency starts outranking a branch, and we can answer with fresh posts and photos the same afternoon.',
    name: 'James Whitaker',
    title: 'Director, Whitaker & Lane Estate Agents',
    image: ILLUSTRATIONS.jamesWhitaker,
  },
];
