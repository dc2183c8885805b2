import type { KeyphraseUse, SeoContentRef } from '@app/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../../lib/trpc.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How long the keyphrase must stay unchanged before the server is asked who else uses it. */
export const KEYPHRASE_USES_DELAY_MS = 300;

const NONE: readonly KeyphraseUse[] = [];

/**
 * The other posts and pages whose focus keyphrase is the same search as `keyphrase` (`self` left out), asked of the
 * server (`seoReport.keyphraseUses`) once the keyphrase has stayed the same for KEYPHRASE_USES_DELAY_MS; none while
 * there is no keyphrase. The last answer stays until the next one arrives, so the check does not flicker.
 */
export function useKeyphraseUses(keyphrase: string, self?: SeoContentRef): readonly KeyphraseUse[] {
  const settled = useDebouncedValue(keyphrase.trim(), KEYPHRASE_USES_DELAY_MS);
  const uses = trpc.seoReport.keyphraseUses.useQuery(
    { keyphrase: settled, ...(self ? { except: self } : {}) },
    { enabled: settled !== '', placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  return settled === '' ? NONE : (uses.data ?? NONE);
}
