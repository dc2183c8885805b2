// The part of autocannon's API the benchmarks use (the package ships no types): the HTTP bench, the analytics bench.
declare module 'autocannon' {
  namespace autocannon {
    /** One request a connection sends; `setupRequest` may rewrite it before each send. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request) => Request;
      /** Called with each answer's status to this request. */
      onResponse?: (status: number, body: string) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Requests in all, instead of `duration`: the run ends once every one is answered. */
      amount?: number;
      /** Requests a second over all connections (latencies corrected for coordinated omission). */
      overallRate?: number;
      requests?: Request[];
      /** Headers sent with every request. */
      headers?: Record<string, string>;
    }
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      /** How long the run took (s). */
      duration: number;
    }
  }
  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
