import { prepareKeyphrase } from '@app/seo-analysis';

/**
 * The stored key of a focus keyphrase: its stems in order, one space apart ('' for none or a keyphrase without
 * words). Two keyphrases have the same key exactly when the engine's sameKeyphrase says they are the same search
 * ('Local SEO tips' and 'local seo tip'), so finding the other users of a keyphrase is an indexed equality.
 */
export function keyphraseKey(keyphrase: string): string {
  return prepareKeyphrase(keyphrase).stems.join(' ');
}
