import {
  applyCommand,
  applyTextOps,
  createEditorState,
  dropEntries,
  endGesture,
  executeCommand,
  getElement,
  hasElement,
  rebaseHistory,
  rebasePending,
  redo,
  selectElement,
  composeTextOps,
  textCommand,
  diffText,
  transformHistory,
  transformTextOps,
  undo,
  type BuilderPage,
  type Command,
  type EditorState,
  type History,
  type HistoryEntry,
  type LogEntry,
  type RecordOptions,
  type TextCommand,
  type TextField,
  type TextOp,
} from '@app/builder-engine';
import type { BuilderLogEntry, SubmitBuilderCommandResult } from '@app/contracts';
import { addConflict, applyYoursCommand, type EditConflict } from './edit-conflicts.ts';
import { clobberedByOthers, type OthersStep } from './others-check.ts';
import { caretStaysBefore, moveCaret, TextTrail, type TextMove } from './text-trail.ts';

// Where a caret goes after a text edit typed at it: right after its last insert or delete.
function endOfInsert(ops: readonly TextOp[]): number {
  let at = 0;
  let end = 0;
  for (const op of ops) {
    if (typeof op === 'number') at += op;
    else if (typeof op === 'string') end = at += op.length;
    else end = at;
  }
  return end;
}

/** Why a send failed: a refusal the server will repeat (conflict, bad command) or a failure worth retrying. */
export class SubmitFailure extends Error {
  constructor(
    message: string,
    /**
     * 'conflict': the server's rebase found that another person changed the same thing (the change is kept to
     * offer again); 'refused': the server said no for another reason (400, 404, 413, an unknown version);
     * 'retry': network or server trouble.
     */
    readonly kind: 'conflict' | 'refused' | 'retry',
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
  /** Why the canvas was moved to the server's state (a refused step, a page that could not be read); else null. */
  readonly conflict: string | null;
  /** Your changes that clashed with another person's, kept until you apply them on top or keep theirs. */
  readonly conflicts: readonly EditConflict[];
  /** How many of your undo steps no longer applied after those conflicts and were dropped. */
  readonly droppedSteps: number;
}

/** An undo or redo: done (with its history label), or refused with a message to show. */
export type HistoryMoveResult = { ok: true; label: string } | { ok: false; message: string };

// The history steps a sent command belongs to: one object for a whole grouped step, marked when a command of it
// is dropped in a conflict (the step then no longer applies).
interface StepGroup {
  conflicted: boolean;
}

interface PendingStep {
  /** The command as it applies on top of the confirmed page and the steps before it (rebased as others' arrive). */
  command: Command;
  readonly group: StepGroup | undefined;
  /** The version the server gave it; set once accepted, until its log entry arrives on the feed. */
  version?: number;
}

/** A fresh id for one editing screen: it orders two people's text typed at one place the same way everywhere. */
export function newSiteId(): string {
  return `s${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Retry delays after a failed send: 1 s, 2 s, 4 s, then every 8 s until it goes through. */
export function retryDelayMs(attempt: number): number {
  return Math.min(8000, 1000 * 2 ** attempt);
}

/**
 * One admin's editing session of one builder page: the engine's editor state (the only tree model), the queue
 * that sends each applied step in order to the server, and the other admins' steps arriving from the live feed.
 * The canvas is the confirmed page (the server's, built from the feed) with this admin's own steps not yet in it
 * on top; when another admin's step arrives, those own steps are replayed over it by the engine's rebase, and the
 * ones that truly conflict become `conflicts` (kept, with their value, to apply on top) while the history steps
 * they made are dropped. Undo and redo touch only this admin's own history, and refuse when they would overwrite
 * another admin's later step (the engine's rebase decides).
 */
export class BuilderSession {
  private state: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  // The page at state.version, as the server's log entries made it.
  private confirmed: BuilderPage;
  // Our own steps not yet in `confirmed`, in order: sent and accepted ones (with their version), then the rest.
  private readonly pending: PendingStep[] = [];
  private sending = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private lastOwnVersion = 0;
  private readonly others: OthersStep[] = [];
  // How many of the others' steps had arrived when a history entry was last applied (its undo checks the rest).
  private readonly othersMark = new WeakMap<HistoryEntry, number>();
  private readonly groups = new WeakMap<HistoryEntry, StepGroup>();
  private disposed = false;
  // Log entries from the feed that arrived while a step of ours was in flight: the feed can beat the answer to our own send,
  // and only that answer says which version is ours.
  private readonly held: BuilderLogEntry[] = [];
  // Each text field's recent edits on the canvas, for moving a field's caret through them (textMovesBetween).
  private readonly trail = new TextTrail();

  constructor(
    page: BuilderPage,
    version: number,
    private readonly transport: SessionTransport,
    private readonly schedule: (run: () => void, ms: number) => ReturnType<typeof setTimeout> = setTimeout,
    /** The clock history groups by (ms); the engine reads none itself. */
    private readonly now: () => number = Date.now,
    /** This screen's id in its text edits (see newSiteId). */
    readonly site: string = newSiteId(),
  ) {
    this.state = { editor: createEditorState(page), version, status: 'saved', conflict: null, conflicts: [], droppedSteps: 0 };
    this.confirmed = page;
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
    if (!this.hasPending) return Promise.resolve();
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        if (!this.hasPending) {
          unsubscribe();
          resolve();
        }
      });
    });
  }

  /** True while steps wait to be sent or are being sent. */
  get hasPending(): boolean {
    return this.pending.some((step) => step.version === undefined);
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

  // The group of the newest entry after an edit: the one it continues when the engine merged the edit into it.
  private groupOfTop(before: History, after: History): StepGroup | undefined {
    const top = after.done[after.done.length - 1];
    if (top === undefined) return undefined;
    const known = this.groups.get(top);
    if (known !== undefined) return known;
    const previous = before.done[before.done.length - 1];
    const merged =
      previous !== undefined &&
      after.done.length === before.done.length &&
      after.done[after.done.length - 2] === before.done[before.done.length - 2];
    const group = (merged ? this.groups.get(previous) : undefined) ?? { conflicted: false };
    this.groups.set(top, group);
    return group;
  }

  /**
   * Applies an edit through the engine, records it in history (grouped with the step before when it continues it,
   * by the session's clock) and queues it; the engine's message when refused.
   */
  execute(command: Command, options: RecordOptions = {}): { ok: true } | { ok: false; message: string } {
    const editor = this.state.editor;
    const result = executeCommand(editor, command, { ...options, now: this.now() });
    if (!result.ok) return { ok: false, message: result.error.message };
    if (result.step !== null) {
      this.recordText(editor.page, result.step.command, true);
      this.markTop(result.state, 'done');
      this.enqueue(result.step.command, this.groupOfTop(editor.history, result.state.history));
    }
    this.set({ editor: result.state });
    return { ok: true };
  }

  /**
   * Typing into a text field: the change from the field's value on the canvas to `after` goes as a text edit (one
   * replaced run ending at `caret`, the caret in `after`), so that it merges with another person's typing.
   */
  editText(id: string, field: TextField, after: string, caret?: number): { ok: true } | { ok: false; message: string } {
    const element = getElement(this.state.editor.page, id);
    if (element === undefined) return { ok: false, message: 'That element is no longer on the page.' };
    const before = element[field] ?? '';
    if (before === after) return { ok: true };
    return this.execute(textCommand(id, field, before, after, this.site, caret));
  }

  /**
   * A key typed into a field on screen: `shown` is the field's value the screen last drew (or typed), `after` what it
   * holds now, `caret` the caret in it, `afterOwnKey` whether the key was typed where this person's last key left the
   * caret. When others' typing reached the canvas after the screen last drew, the key is moved past their edits (at
   * one place, before theirs when it goes on from this person's last key, else after: see TextMove), so it is neither
   * taken for their characters nor lost. Answers the field's value now and where its caret goes (right
   * after what was typed); when the edits since `shown` are not known, the change from the canvas's value is used.
   */
  typeText(
    id: string,
    field: TextField,
    shown: string,
    after: string,
    caret: number,
    afterOwnKey = false,
  ): { ok: true; value: string; caret: number } | { ok: false; message: string } {
    const element = getElement(this.state.editor.page, id);
    if (element === undefined) return { ok: false, message: 'That element is no longer on the page.' };
    const current = element[field] ?? '';
    const moves = current === shown ? [] : this.trail.between(id, field, shown, current);
    if (moves === null) {
      const result = this.editText(id, field, after, caret);
      return result.ok ? { ok: true, value: after, caret } : result;
    }
    let ops = diffText(shown, after, caret);
    for (const move of moves) ops = transformTextOps(ops, move.ops, caretStaysBefore(move, afterOwnKey));
    if (ops.length === 0) return { ok: true, value: current, caret: moveCaret(caret, moves, afterOwnKey) };
    // Typed on from this person's last key, it goes on their text wherever another person types at the same place.
    const result = this.execute({ kind: 'text', id, field, ops, site: this.site, ...(afterOwnKey ? { glued: true } : {}) });
    if (!result.ok) return result;
    const value = getElement(this.state.editor.page, id)?.[field] ?? '';
    return { ok: true, value, caret: endOfInsert(ops) };
  }

  /**
   * The edits that took a text field of the canvas from `from` (what a field on screen still shows) to `to` (its
   * value now), each with the side a caret at its insert takes; null when they are not known (the field was set
   * whole, or the page read afresh), and the field then has only the two texts to go by.
   */
  textMovesBetween(id: string, field: TextField, from: string, to: string): readonly TextMove[] | null {
    return this.trail.between(id, field, from, to);
  }

  // Notes a text command applied to `page` on the trail; `caretBefore` as in TextMove.
  private recordText(page: BuilderPage, command: Command, caretBefore: boolean): void {
    if (command.kind !== 'text') return;
    const before = getElement(page, command.id)?.[command.field] ?? '';
    this.trail.record(command.id, command.field, before, command.ops, caretBefore);
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
    // A text step was moved past the others' typing as it arrived: it takes back only this admin's characters.
    const clash =
      command.kind === 'text'
        ? null
        : clobberedByOthers(editor.page, this.others.slice(this.othersMark.get(entry) ?? this.others.length), command);
    if (clash !== null) return { ok: false, message: `Cannot ${direction} '${entry.label}': ${clash}` };
    const result = direction === 'undo' ? undo(editor) : redo(editor);
    if (!result.ok) return { ok: false, message: result.error.message };
    this.markTop(result.state, direction === 'undo' ? 'undone' : 'done');
    if (result.step !== null) {
      this.recordText(editor.page, result.step.command, true);
      this.enqueue(result.step.command, this.groups.get(entry));
    }
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

  /** Hides the banner of a refused step. */
  dismissConflict(): void {
    if (this.state.conflict !== null) this.set({ conflict: null });
  }

  /**
   * Applies your version of a conflict on top of the page as it is now, as a new step of your history (so undo
   * gives theirs back); the conflict goes once it applied, else the engine's message.
   */
  applyYours(key: string): { ok: true } | { ok: false; message: string } {
    const conflict = this.state.conflicts.find((each) => each.key === key);
    if (conflict === undefined) return { ok: false, message: 'That conflict was already resolved.' };
    const result = this.execute(applyYoursCommand(this.state.editor.page, conflict), { merge: false });
    if (result.ok) this.resolve(key);
    return result;
  }

  /** Keeps the other person's version: your version of this conflict is let go. */
  keepTheirs(key: string): void {
    this.resolve(key);
  }

  private resolve(key: string): void {
    const conflicts = this.state.conflicts.filter((each) => each.key !== key);
    this.set({ conflicts, droppedSteps: conflicts.length === 0 ? 0 : this.state.droppedSteps });
  }

  /** A log entry from the live feed: another admin's is applied to the canvas; ours and ones already seen are skipped. */
  receive(entry: BuilderLogEntry): void {
    if (this.sending) {
      this.held.push(entry);
      return;
    }
    if (entry.version <= this.state.version) return;
    if (entry.version !== this.state.version + 1) {
      // A gap means we missed steps (the feed restarted after them): read the page afresh.
      void this.resync(null);
      return;
    }
    const applied = applyCommand(this.confirmed, entry.command);
    if (!applied.ok) {
      void this.resync(null);
      return;
    }
    this.confirmed = applied.page;
    const own = this.pending.findIndex((step) => step.version === entry.version);
    this.state = { ...this.state, version: entry.version };
    if (own === 0) {
      // Our oldest step, as the server applied it: the canvas already shows it.
      this.pending.shift();
      this.set({});
      this.pump();
      return;
    }
    let concurrent: LogEntry[] = [];
    if (own > 0) this.pending.splice(own, 1);
    else {
      if (applied.changed) this.others.push({ version: entry.version, command: applied.command, inverse: applied.inverse });
      concurrent = [{ version: entry.version, command: entry.command, inverse: entry.inverse }];
    }
    this.showRebuilt(concurrent, []);
    this.pump();
  }

  /**
   * Puts the canvas back together: the confirmed page with our pending steps replayed on top (over `concurrent`,
   * the other admin's entry just confirmed). Steps of ours the engine drops, and `refused` ones, become conflicts,
   * and the history steps they made are dropped, as are those the other admin's entry left nothing to act on.
   */
  private showRebuilt(
    concurrent: readonly LogEntry[],
    refused: ReadonlyArray<{ command: Command; group: StepGroup | undefined; message: string }>,
  ): void {
    const before = this.state.editor;
    const rebased = rebasePending(
      this.confirmed,
      concurrent,
      this.pending.map((step) => step.command),
    );
    let conflicts = [...this.state.conflicts];
    for (const step of refused) {
      if (step.group !== undefined) step.group.conflicted = true;
      conflicts = addConflict(
        conflicts,
        { index: -1, command: step.command, error: { code: 'conflict', message: step.message } },
        before.page,
      );
    }
    for (const kept of rebased.kept) (this.pending[kept.index] as PendingStep).command = kept.command;
    const gone = new Set<PendingStep>();
    for (const dropped of rebased.dropped) {
      const step = this.pending[dropped.index] as PendingStep;
      // One the server already took is not ours to drop: its own log entry puts it right.
      if (step.version !== undefined) continue;
      gone.add(step);
      if (step.group !== undefined) step.group.conflicted = true;
      conflicts = addConflict(conflicts, dropped, before.page);
    }
    for (let i = this.pending.length - 1; i >= 0; i -= 1) if (gone.has(this.pending[i] as PendingStep)) this.pending.splice(i, 1);
    const page = rebased.page;
    // The others' edits as they land on top of our canvas: our text steps are moved past their typing.
    let moved = before.history;
    for (const entry of rebased.concurrent) moved = transformHistory(moved, entry.command, (old, next) => this.carryOver(old, next));
    // With all our steps kept, those edits are exactly what took our canvas to the new one: the trail a field's caret
    // follows (a caret right at their insert keeps to our own last key, else goes after it: see TextMove).
    // Each text edit applies to its field as the ones before it left it (a field set whole by another kind of step
    // breaks the trail, and the field then goes by the two texts).
    if (gone.size === 0 && refused.length === 0) {
      const texts = new Map<string, string>();
      for (const { command } of rebased.concurrent) {
        if (command.kind !== 'text') continue;
        const key = `${command.id}\u0000${command.field}`;
        const text = texts.get(key) ?? getElement(before.page, command.id)?.[command.field] ?? '';
        this.trail.record(command.id, command.field, text, command.ops, false, true);
        const applied = applyTextOps(text, command.ops);
        if (applied.ok) texts.set(key, applied.text);
      }
    }
    const conflicted =
      gone.size === 0 && refused.length === 0
        ? { history: moved, dropped: 0 }
        : dropEntries(moved, (entry) => this.groups.get(entry)?.conflicted === true);
    // Then the steps the other admin's change left without anything to act on (an element they deleted).
    const orphaned = concurrent.length === 0 ? { history: conflicted.history, dropped: 0 } : rebaseHistory(conflicted.history, page);
    const history = orphaned.history;
    // The panel counts the steps lost with its conflicts; others' deletions alone leave no panel.
    const dropped = conflicts.length === 0 ? 0 : conflicted.dropped + orphaned.dropped;
    const selectedId = before.selectedId !== null && hasElement(page, before.selectedId) ? before.selectedId : null;
    this.set({
      editor: { page, history, selectedId },
      conflicts,
      droppedSteps: this.state.droppedSteps + dropped,
    });
    if (!this.hasPending && this.state.status !== 'saved' && !this.sending) this.set({ status: 'saved' });
  }

  // A history entry replaced by its copy moved past others' typing keeps its group and mark.
  private carryOver(old: HistoryEntry, next: HistoryEntry): void {
    const group = this.groups.get(old);
    if (group !== undefined) this.groups.set(next, group);
    const mark = this.othersMark.get(old);
    if (mark !== undefined) this.othersMark.set(next, mark);
  }

  private releaseHeld(): void {
    for (const entry of this.held.splice(0)) this.receive(entry);
  }

  private enqueue(command: Command, group: StepGroup | undefined): void {
    this.pending.push({ command, group });
    if (this.state.status === 'saved') this.set({ status: 'saving' });
    this.pump();
  }

  private pump(): void {
    if (this.sending || this.disposed) return;
    const head = this.pending.find((step) => step.version === undefined);
    if (head === undefined) {
      if (this.state.status !== 'saved') this.set({ status: 'saved' });
      return;
    }
    // A text edit is moved past exactly the edits it has not seen, so it goes once our earlier steps are back
    // on the feed (the canvas then holds everything before it) and names the version the canvas shows.
    const text = head.command.kind === 'text';
    if (text && this.pending.some((step) => step.version !== undefined)) return;
    if (text) this.joinTyping(head);
    this.sending = true;
    // A step made after our own earlier ones builds on them, so it names at least the version they reached.
    const baseVersion = text ? this.state.version : Math.max(this.state.version, this.lastOwnVersion);
    this.transport.submit({ baseVersion, command: head.command }).then(
      (result) => {
        this.sending = false;
        if (this.disposed) return;
        this.attempt = 0;
        if (result.event !== null) {
          head.version = result.version;
          this.lastOwnVersion = Math.max(this.lastOwnVersion, result.version);
        } else {
          // The server's page already had it: nothing of it will come back on the feed.
          this.pending.splice(this.pending.indexOf(head), 1);
        }
        this.releaseHeld();
        if (this.state.status === 'retrying') this.set({ status: 'saving' });
        this.pump();
      },
      (error: unknown) => {
        this.sending = false;
        if (this.disposed) return;
        if (error instanceof SubmitFailure && error.kind === 'conflict') {
          // Another admin changed the same thing first: keep ours as a conflict to offer again, drop what built on it.
          this.pending.splice(this.pending.indexOf(head), 1);
          this.showRebuilt([], [{ command: head.command, group: head.group, message: error.message }]);
          this.releaseHeld();
          this.pump();
          return;
        }
        if (error instanceof SubmitFailure && error.kind === 'refused') {
          // The steps after it were made on top of it: none of them can land as made.
          this.pending.length = 0;
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

  // The keys typed while the step before was on its way go as one text edit with the head (same field, same
  // history step), so fast typing costs one request per round trip, not one per key.
  private joinTyping(head: PendingStep): void {
    const first = head.command as TextCommand;
    let ops = first.ops;
    let at = this.pending.indexOf(head) + 1;
    for (let next = this.pending[at]; next !== undefined && next.group === head.group; next = this.pending[at]) {
      const command = next.command;
      if (command.kind !== 'text' || command.id !== first.id || command.field !== first.field || command.site !== first.site) break;
      ops = composeTextOps(ops, command.ops);
      at += 1;
    }
    const joined = at - this.pending.indexOf(head) - 1;
    if (joined === 0) return;
    this.pending.splice(this.pending.indexOf(head) + 1, joined);
    head.command = { ...first, ops };
  }

  /**
   * Moves the canvas to the server's state: after a refused step (showing `conflict`) or a gap in the feed.
   * History starts afresh, since its inverses were made on a page the server did not keep; conflicts are kept.
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
    this.trail.clear();
    this.confirmed = loaded.tree;
    this.lastOwnVersion = loaded.version;
    this.pending.length = 0;
    this.set({
      editor: selectedId !== null && hasElement(loaded.tree, selectedId) ? { ...editor, selectedId } : editor,
      version: loaded.version,
      status: 'saved',
      conflict: conflict ?? this.state.conflict,
    });
  }
}
