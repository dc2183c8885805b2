/** A pairing on the Features page: a common local-search challenge and how the product answers it. */
export interface Challenge {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  challenge: string;
  solution: string;
}

/** The challenges-versus-solutions pairs of the "why tools matter" section, in display order. */
export const CHALLENGES: readonly Challenge[] = [
  {
    id: 'hidden-rankings',
    challenge: 'You check your ranking from the office and it looks fine, but customers across town never see you.',
    solution: 'Geo-grid scans measure your position from dozens of points across your service area, on a schedule.',
  },
  {
    id: 'unanswered-reviews',
    challenge: 'Reviews arrive on several platforms and the difficult ones sit unanswered for a week.',
    solution: 'One review inbox with sentiment analysis, AI reply drafts and alerts for the reviews that need you now.',
  },
  {
    id: 'inconsistent-nap',
    challenge: 'Your name, address and phone number differ from one directory to the next.',
    solution: 'NAP inconsistency scans find every mismatch, and the citations vault of 200+ sites helps you fix them.',
  },
  {
    id: 'posting',
    challenge: 'Posting every week matters, but it is always the first job to slip.',
    solution: 'AI writes posts in your voice and schedules them, so your profile stays active without the admin.',
  },
  {
    id: 'competitors',
    challenge: 'A competitor jumps ahead and you only notice when the phone goes quiet.',
    solution: 'Competitor monitoring tracks their rank, reviews and changes, and alerts you the moment they move.',
  },
];
