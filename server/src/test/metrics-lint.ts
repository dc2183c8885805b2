import { spawnSync } from 'node:child_process';
import type { Scrape } from './metrics-scrape.ts';

/**
 * The problems `promtool check metrics` finds in an exposition (one line each, empty when it passes), or null
 * when promtool is not installed (CI installs Debian's `prometheus` package for it).
 */
export function promtoolProblems(text: string): string[] | null {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error) return null;
  const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.trim() !== '');
  return run.status === 0 ? [] : lines.length > 0 ? lines : [`promtool exited with ${run.status}`];
}

const METRIC_NAME = /^[a-z_][a-z0-9_]*$/;
const LABEL_NAME = /^[a-z_][a-z0-9_]*$/;
/** Units promtool wants in their base unit (seconds, bytes) instead. */
const NON_BASE_UNITS = new Set([
  'milliseconds',
  'microseconds',
  'nanoseconds',
  'minutes',
  'hours',
  'days',
  'kilobytes',
  'megabytes',
  'gigabytes',
]);

/** A label name promtool accepts: snake_case, not reserved (`__`). */
function validLabel(label: string): boolean {
  return LABEL_NAME.test(label) && !label.startsWith('__');
}

/** A label set as text, the same whatever the labels' order. */
function labelKey(labels: Record<string, string>): string {
  return JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));
}

/** The labels of one sample line's `{…}`. */
function labelsOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => [match[1]!, match[2]!]));
}

/**
 * A histogram's problems, read from the text (the parser merges a labelled histogram's series): per series, every
 * bucket bound a number, a `+Inf` bucket equal to its `_count`, counts cumulative.
 */
function histogramProblems(text: string, name: string): string[] {
  const problems: string[] = [];
  const series = new Map<string, { buckets: Array<[number, number]>; count?: number }>();
  const line = new RegExp(`^${name}_(bucket|count)(?:\\{(.*)\\})? (\\S+)$`);
  for (const match of text.split('\n').map((row) => line.exec(row))) {
    if (!match) continue;
    const { le, ...labels } = labelsOf(match[2] ?? '');
    const key = labelKey(labels);
    for (const label of Object.keys(labels))
      if (!validLabel(label)) problems.push(`${name}: label "${label}" is not a valid snake_case name`);
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (match[1] === 'count') entry.count = Number(match[3]);
    else entry.buckets.push([le === '+Inf' ? Infinity : Number(le), Number(match[3])]);
  }
  for (const [key, { buckets, count }] of series) {
    const problem = (what: string) => problems.push(`${name} ${key}: ${what}`);
    buckets.sort((a, b) => a[0] - b[0]);
    if (buckets.some(([le]) => Number.isNaN(le))) problem('a bucket bound that is no number');
    if (buckets.at(-1)?.[0] !== Infinity) problem('no +Inf bucket');
    else if (buckets.at(-1)![1] !== count) problem('its +Inf bucket differs from its count');
    if (buckets.some(([, value], index) => index > 0 && value < buckets[index - 1]![1])) problem('buckets not cumulative');
  }
  if (series.size === 0) problems.push(`${name}: a histogram with no buckets`);
  return problems;
}

/**
 * The rules `promtool check metrics` applies, checked on a parsed scrape: every family has help text; metric and
 * label names are valid and snake_case (no reserved `__` label); counters end in `_total` and nothing else
 * does; only histograms and summaries have `_bucket`/`_count`/`_sum` names; durations and sizes are in base units;
 * a histogram's buckets are cumulative up to `+Inf`, which equals its count; no two samples of a family have the
 * same labels. One line per problem, naming the metric.
 */
export function exposedMetricProblems(scrape: Scrape): string[] {
  const problems: string[] = [];
  for (const family of scrape.families.values()) {
    const { name, type } = family;
    const problem = (text: string) => problems.push(`${name}: ${text}`);
    if (!family.help?.trim()) problem('no help text');
    if (!METRIC_NAME.test(name)) problem('not a snake_case metric name');
    if (type === 'COUNTER' && !name.endsWith('_total')) problem('a counter without the "_total" suffix');
    if (type !== 'COUNTER' && name.endsWith('_total')) problem(`a ${type.toLowerCase()} with the "_total" suffix`);
    if (type !== 'HISTOGRAM' && type !== 'SUMMARY' && /_(?:bucket|count|sum)$/.test(name))
      problem(`a ${type.toLowerCase()} named like a histogram's part`);
    if (name.split('_').some((word) => NON_BASE_UNITS.has(word))) problem('a unit other than the base unit (seconds, bytes)');
    if (type === 'HISTOGRAM') problems.push(...histogramProblems(scrape.text, name));
    const seen = new Set<string>();
    // A histogram's samples are checked from the text above.
    for (const sample of type === 'HISTOGRAM' ? [] : family.metrics) {
      const labels = sample.labels ?? {};
      for (const label of Object.keys(labels)) {
        if (!validLabel(label)) problem(`label "${label}" is not a valid snake_case name`);
      }
      const key = labelKey(labels);
      if (seen.has(key)) problem(`two samples with the labels ${key}`);
      seen.add(key);
    }
  }
  return problems;
}
