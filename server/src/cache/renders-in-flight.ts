// One render at a time of a response that will be kept: the others asking for it meanwhile wait for that copy.

/**
 * The renders of kept responses now running, by key. When a kept page goes (its safety age, a write to what it
 * read), every visitor asking for it before a new copy is kept would render and compress it again: at 1,000
 * requests a second that herd took the server's CPU for half a minute (analytics-bench.ts, 581 of 1,000 requests a
 * second answered). With this, the first renders and the rest wait for its copy.
 */
export class RendersInFlight {
  private readonly running = new Map<string, Promise<void>>();

  /** `maxWaitMs`: how long a request waits for another's render at most before it renders itself. */
  constructor(private readonly maxWaitMs: number) {}

  /** Resolves once the render of `key` now running has ended (or after `maxWaitMs`); undefined when none is running. */
  waitFor(key: string): Promise<void> | undefined {
    const running = this.running.get(key);
    if (!running) return undefined;
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.maxWaitMs);
      timer.unref();
      void running.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Marks `key` as rendering until the returned function is called (its answer is ready, or its request gone); calling it again does nothing. */
  start(key: string): () => void {
    let end!: () => void;
    const rendering = new Promise<void>((resolve) => (end = resolve));
    this.running.set(key, rendering);
    return () => {
      if (this.running.get(key) === rendering) this.running.delete(key);
      end();
    };
  }

  /** Whether a render of `key` is running. */
  isRunning(key: string): boolean {
    return this.running.has(key);
  }
}
