import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { longestFirst, readDurations } from './test-order.mjs';

/**
 * Vitest's file order: longest first by the recorded durations (scripts/test-order.mjs), so the long files that start
 * servers and databases begin while the other workers run the short ones, and the run does not end on one worker
 * finishing a long file alone. Vitest's own order on a clean clone (no cache of earlier runs) is by file size.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readDurations().vitest;
    const byName = new Map(files.map((file) => [relative(this.ctx.config.root, file.moduleId), file]));
    return Promise.resolve(longestFirst([...byName.keys()], durations).map((name) => byName.get(name)!));
  }
}
