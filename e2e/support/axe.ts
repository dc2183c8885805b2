import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, evaluated in the page under test (as DevTools would: the page's CSP allows no inline script). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One axe rule that failed, with where it failed (each node's selector and axe's summary of what to fix). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core over the whole page as it is at rest, with reduced motion asked for (WCAG 2.0/2.1/2.2 A and AA rules and axe's best practices)
 * and returns its violations, each reduced to what a failure message needs.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A fade-in under way shows text at part of its contrast (axe measured 1.6:1 on cards still appearing). With reduced
  // motion asked for, the site's fades are off (and one under way jumps to its end); any other animation that ends
  // runs to its end first (spinners never end: skipped). The page's own setting comes back after.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  try {
    return await runAxe(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return (
      result.violations as {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[]
    ).map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
    }));
  });
}

/** Violations as readable lines, for an assertion's message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target}\n  ${node.summary}`),
    )
    .join('\n');
}
