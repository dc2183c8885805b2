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
    /** A run: where, how many connections, for how long or how many requests, at what rate, which requests. */
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
    /** A figure's distribution over the run (requests a second, latency in ms). */
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }
    /** What a run measured. */
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
  /** Runs the load `options` describe; calls `done` with what it measured. */
  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
