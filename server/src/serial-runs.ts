/**
 * Runs a piece of background work one run at a time (the mail queue's claims, the publish scheduler's passes): a call
 * during a run asks for one more run after it, however many calls came meanwhile, and resolves when that one is
 * done. A failed run is handed to `failed` and does not stop later ones; nothing runs once `closed()` says so.
 */
export class SerialRuns {
  private current: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly failed: (error: unknown) => void,
    private readonly closed: () => boolean,
  ) {}

  /** Starts a run, or asks for one more after the run under way; resolves once the runs asked for so far are done. */
  run(): Promise<void> {
    if (this.closed()) return Promise.resolve();
    if (this.current) {
      this.again = true;
      return this.current;
    }
    this.current = (async () => {
      do {
        this.again = false;
        try {
          await this.work();
        } catch (error) {
          this.failed(error);
        }
      } while (this.again && !this.closed());
    })().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  /** The run under way, if any (a closing owner waits for it). */
  get running(): Promise<void> | null {
    return this.current;
  }
}
