/** The test-only parser of the Prometheus text format (untyped package), in prom2json's shape. */
declare module 'parse-prometheus-text-format' {
  /** One sample: a counter's or gauge's value, or a histogram's buckets, count and sum (all as text). */
  interface PrometheusSample {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  /** One metric family. */
  interface PrometheusFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  }
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
