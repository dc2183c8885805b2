import type { KeyphraseUse } from '@app/contracts';
import type { Check } from '@app/seo-analysis';

/** How many pages the "used before" advice names before it says how many more. */
const NAMED = 3;

/**
 * The "used before" check with the pages that use the keyphrase named in its advice (the engine counts them but
 * knows no names). Any other check, a green one (the uses were found for an earlier keyphrase) or no use is returned
 * as it is.
 */
export function withKeyphraseUsers(check: Check, uses: readonly KeyphraseUse[]): Check {
  if (check.id !== 'keyphrase-used-before' || check.rating === 'good' || uses.length === 0) return check;
  const named = uses
    .slice(0, NAMED)
    .map((use) => `"${use.name}" (${use.path})`)
    .join(', ');
  const more = uses.length > NAMED ? ` and ${uses.length - NAMED} more` : '';
  return { ...check, text: `${check.text} Used by ${named}${more}.` };
}
