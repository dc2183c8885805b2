import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** One parsed metric family. */
type Family = ReturnType<typeof parsePrometheusTextFormat>[number];

/** One scrape: its metric families by name (from the Prometheus text-format parser) and the text itself. */
export interface Scrape {
  families: Map<string, Family>;
  text: string;
}

/** Reads GET /metrics from the app (as loopback, allowed by default) and parses it with the Prometheus text-format parser. */
export async function scrapeMetrics(app: FastifyInstance): Promise<Scrape> {
  const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  if (res.statusCode !== 200) throw new Error(`GET /metrics answered ${res.statusCode}`);
  return { families: new Map(parsePrometheusTextFormat(res.body).map((family) => [family.name, family])), text: res.body };
}

/** The labels of one sample line's `{…}`. */
function labelsOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => [match[1]!, match[2]!]));
}

/**
 * The value of the sample of `name` whose labels include `labels` (0 when there is none yet): a counter's or
 * gauge's value, or a histogram's count. The parser keeps a histogram's labels only when it has none, so a
 * histogram's count is read from its `_count` lines.
 */
export function sampleValue(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  const matches = (found: Record<string, string> | undefined) => Object.entries(labels).every(([label, value]) => found?.[label] === value);
  const family = scrape.families.get(name);
  if (family?.type === 'HISTOGRAM') {
    const line = scrape.text
      .split('\n')
      .map((text) => new RegExp(`^${name}_count(?:\\{(.*)\\})? (\\S+)$`).exec(text))
      .find((match) => match !== null && matches(labelsOf(match[1] ?? '')));
    return Number(line?.[2] ?? 0);
  }
  return Number(family?.metrics.find((metric) => matches(metric.labels))?.value ?? 0);
}
