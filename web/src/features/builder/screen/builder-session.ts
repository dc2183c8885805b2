import {
  applyCommand,
  createEditorState,
  endGesture,
  executeCommand,
  hasElement,
  redo,
  selectElement,
  undo,
  type BuilderPage,
  type Command,
  type EditOptions,
  type EditorState,
  type HistoryEntry,
} from '@app/builder-engine';
import type { BuilderLogEntry, SubmitBuilderCommandResult } from '@app/contracts';
import { clobberedByOthers, type OthersStep } from './others-check.ts';

/** Why a send failed: a refusal the server will repeat (conflict, bad command) or a failure worth retrying. */
export class SubmitFailure extends Error {
  constructor(
    message: string,
    /** 'refused': the server said no (409, 400, 413); 'retry': network or server trouble. */
    readonly kind: 'refused' | 'retry',
  ) {
    super(message);
  }
}

/** What the session needs from the server: send one step, and read the page afresh. */
export interface SessionTransport {
  /** Sends one step; rejects with a SubmitFailure. */
  submit(input: { baseVersion: number; command: Command }): Promise<SubmitBuilderCommandResult>;
  /** The page's tree and version now (after a conflict the canvas moves to it). */
  load(): Promise<{ tree: BuilderPage; version: number }>;
}

/** The save state the top bar shows. */
export type SaveStatus = 'saved' | 'saving' | 'retrying';

/** Everything the screen draws from the session; a new object on every change. */
export interface SessionSnapshot {
  readonly editor: EditorState;
  /** The newest server version this canvas reflects. */
  readonly version: number;
  readonly status: SaveStatus;
  /** The engine's conflict message after a refused step (the canvas then shows the server's state). */
  readonly conflict: string | null;
}

/** An undo or redo: done (with its history label), or refused with a message to show. */
export type HistoryMoveResult = { ok: true; label: string } | { ok: false; message: string };

interface QueuedStep {
  readonly command: Command;
  /** The server version the step was made on (raised at send time past our own earlier steps). */
  readonly baseVersion: number;
}

/** Retry delays after a failed send: 1 s, 2 s, 4 s, then every 8 s until it goes through. */
export function retryDelayMs(attempt: number): number {
  return Math.min(8000, 1000 * 2 ** attempt);
}

/**
 * One admin's editing session of one builder page: the engine's editor state (the only tree model), the queue
 * that sends each applied step in order to the server, and the other admins' steps arriving from the live feed.
 * Undo and redo touch only this admin's own history, and refuse when they would overwrite another admin's
 * later step (the engine's rebase decides).
 */
export class BuilderSession {
  private state: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly queue: QueuedStep[] = [];
  private sending = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private lastOwnVersion = 0;
  private readonly ownVersions = new Set<number>();
  private readonly others: OthersStep[] = [];
  // How many of the others' steps had arrived when a history entry was last applied (its undo checks the rest).
  private readonly othersMark = new WeakMap<HistoryEntry, number>();
  private disposed = false;
  // Log entries from the feed that arrived while a step of ours was in flight: the feed can beat the answer to our own send,
  // and only that answer says which version is ours.
  private readonly held: BuilderLogEntry[] = [];

  constructor(
    page: BuilderPage,
    version: number,
    private readonly transport: SessionTransport,
    private readonly schedule: (run: () => void, ms: number) => ReturnType<typeof setTimeout> = setTimeout,
  ) {
    this.state = { editor: createEditorState(page), version, status: 'saved', conflict: null };
    this.lastOwnVersion = version;
  }

  /** The current snapshot (stable until the next change, for useSyncExternalStore). */
  readonly getSnapshot = (): SessionSnapshot => this.state;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stops sending and retrying (the screen closed or another page was opened). */
  dispose(): void {
    this.disposed = true;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.listeners.clear();
  }

  /** Resolves once every queued step has reached the server (at once when none is waiting). */
  whenSent(): Promise<void> {
    if (this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        if (this.queue.length === 0) {
          unsubscribe();
          resolve();
        }
      });
    });
  }

  /** True while steps wait to be sent or are being sent. */
  get hasPending(): boolean {
    return this.queue.length > 0;
  }

  private set(next: Partial<SessionSnapshot>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private markTop(editor: EditorState, stack: 'done' | 'undone'): void {
    const entries = editor.history[stack];
    const entry = entries[entries.length - 1];
    if (entry !== undefined) this.othersMark.set(entry, this.others.length);
  }

  /** Applies an edit through the engine, records it in history and queues it; the engine's message when refused. */
  execute(command: Command, options?: EditOptions): { ok: true } | { ok: false; message: string } {
    const result = executeCommand(this.state.editor, command, options);
    if (!result.ok) return { ok: false, message: result.error.message };
    if (result.step !== null) {
      this.markTop(result.state, 'done');
      this.enqueue(result.step.command);
    }
    this.set({ editor: result.state });
    return { ok: true };
  }

  /** Undoes this admin's newest step, unless that would overwrite a later step of another admin. */
  undo(): HistoryMoveResult {
    return this.walkHistory('undo');
  }

  /** Redoes this admin's newest undone step, unless that would overwrite a later step of another admin. */
  redo(): HistoryMoveResult {
    return this.walkHistory('redo');
  }

  private walkHistory(direction: 'undo' | 'redo'): HistoryMoveResult {
    const editor = this.state.editor;
    const from = direction === 'undo' ? editor.history.done : editor.history.undone;
    const entry = from[from.length - 1];
    if (entry === undefined) return { ok: false, message: `There is nothing to ${direction}.` };
    const command = direction === 'undo' ? entry.inverse : entry.command;
    const clash = clobberedByOthers(editor.page, this.others.slice(this.othersMark.get(entry) ?? this.others.length), command);
    if (clash !== null) return { ok: false, message: `Cannot ${direction} '${entry.label}': ${clash}` };
    const result = direction === 'undo' ? undo(editor) : redo(editor);
    if (!result.ok) return { ok: false, message: result.error.message };
    this.markTop(result.state, direction === 'undo' ? 'undone' : 'done');
    if (result.step !== null) this.enqueue(result.step.command);
    this.set({ editor: result.state });
    return { ok: true, label: result.label ?? entry.label };
  }

  /** Selects an element (toggling) or, with null, deselects. */
  select(id: string | null): void {
    const editor = selectElement(this.state.editor, id);
    if (editor !== this.state.editor) this.set({ editor });
  }

  /** Selects exactly this element (no toggle), e.g. from the keyboard or after a move. */
  focus(id: string | null): void {
    if (this.state.editor.selectedId === id) return;
    if (id !== null && !hasElement(this.state.editor.page, id)) return;
    this.set({ editor: { ...this.state.editor, selectedId: id } });
  }

  /** Ends the current gesture (slider released, field left), so the next change is its own history entry. */
  endGesture(): void {
    const editor = endGesture(this.state.editor);
    if (editor !== this.state.editor) this.set({ editor });
  }

  /** Hides the conflict banner. */
  dismissConflict(): void {
    if (this.state.conflict !== null) this.set({ conflict: null });
  }

  /** A log entry from the live feed: another admin's is applied to the canvas; ours and ones already seen are skipped. */
  receive(entry: BuilderLogEntry): void {
    if (this.sending) {
      this.held.push(entry);
      return;
    }
    if (entry.version <= this.state.version) return;
    if (this.ownVersions.has(entry.version)) {
      this.advance();
      return;
    }
    if (entry.version !== this.state.version + 1) {
      // A gap means we missed steps (the feed restarted after them): read the page afresh.
      void this.resync(null);
      return;
    }
    const applied = applyCommand(this.state.editor.page, entry.command);
    if (!applied.ok) {
      void this.resync(null);
      return;
    }
    if (applied.changed) this.others.push({ version: entry.version, command: applied.command, inverse: applied.inverse });
    const editor = this.state.editor;
    const selectedId = editor.selectedId !== null && hasElement(applied.page, editor.selectedId) ? editor.selectedId : null;
    this.state = { ...this.state, version: entry.version };
    this.set({ editor: { ...editor, page: applied.page, selectedId } });
    this.advance();
  }

  // Moves the known version over our own acknowledged steps that directly follow it.
  private advance(): void {
    let version = this.state.version;
    while (this.ownVersions.has(version + 1)) version += 1;
    if (version !== this.state.version) this.set({ version });
  }

  private releaseHeld(): void {
    for (const entry of this.held.splice(0)) this.receive(entry);
  }

  private enqueue(command: Command): void {
    this.queue.push({ command, baseVersion: Math.max(this.state.version, this.lastOwnVersion) });
    if (this.state.status === 'saved') this.set({ status: 'saving' });
    this.pump();
  }

  private pump(): void {
    if (this.sending || this.disposed) return;
    const head = this.queue[0];
    if (head === undefined) {
      if (this.state.status !== 'saved') this.set({ status: 'saved' });
      return;
    }
    this.sending = true;
    // A step made after our own earlier ones builds on them, so it names at least the version they reached.
    const baseVersion = Math.max(head.baseVersion, this.lastOwnVersion);
    this.transport.submit({ baseVersion, command: head.command }).then(
      (result) => {
        this.sending = false;
        if (this.disposed) return;
        this.queue.shift();
        this.attempt = 0;
        if (result.event !== null) {
          this.ownVersions.add(result.version);
          this.lastOwnVersion = Math.max(this.lastOwnVersion, result.version);
          this.advance();
        }
        this.releaseHeld();
        if (this.state.status === 'retrying') this.set({ status: 'saving' });
        this.pump();
      },
      (error: unknown) => {
        this.sending = false;
        if (this.disposed) return;
        if (error instanceof SubmitFailure && error.kind === 'refused') {
          // The steps after it were made on top of it: none of them can land as made.
          this.queue.length = 0;
          this.held.length = 0;
          void this.resync(error.message);
          return;
        }
        this.releaseHeld();
        this.set({ status: 'retrying' });
        this.retryTimer = this.schedule(() => {
          this.retryTimer = undefined;
          this.pump();
        }, retryDelayMs(this.attempt++));
      },
    );
  }

  /**
   * Moves the canvas to the server's state: after a refused step (showing `conflict`) or a gap in the feed.
   * History starts afresh, since its inverses were made on a page the server did not keep.
   */
  async resync(conflict: string | null): Promise<void> {
    const loaded = await this.transport.load().catch(() => null);
    if (this.disposed) return;
    if (loaded === null) {
      this.set({ conflict: conflict ?? 'The page could not be read from the server. Reload the page.' });
      return;
    }
    const selectedId = this.state.editor.selectedId;
    const editor = createEditorState(loaded.tree);
    this.others.length = 0;
    this.ownVersions.clear();
    this.lastOwnVersion = loaded.version;
    this.queue.length = 0;
    this.set({
      editor: selectedId !== null && hasElement(loaded.tree, selectedId) ? { ...editor, selectedId } : editor,
      version: loaded.version,
      status: 'saved',
      conflict: conflict ?? this.state.conflict,
    });
  }
}
