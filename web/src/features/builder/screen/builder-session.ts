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
import { retryDelayMs } from '../../../lib/retry-delay.ts';

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

// The page without a step made on `base`, and its removal as a log entry to move the later steps past (none when the
// step changed nothing or does not apply: the later steps then replay on `base` as they are).
function takenBack(base: BuilderPage, command: Command): { page: BuilderPage; entries: LogEntry[] } {
  const made = applyCommand(base, command);
  if (!made.ok || !made.changed) return { page: base, entries: [] };
  const undone = applyCommand(made.page, made.inverse);
  if (!undone.ok) return { page: base, entries: [] };
  return { page: undone.page, entries: [{ version: 1, command: made.inverse, inverse: made.command }] };
}

// A step of ours kept in the conflicts panel with `message`, its value read against `page` (the canvas it was made on).
function keepAsConflict(conflicts: readonly EditConflict[], command: Command, message: string, page: BuilderPage): EditConflict[] {
  return addConflict(conflicts, { index: -1, command, error: { code: 'conflict', message } }, page);
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

/** What the session needs from the server: send one step, read the log entries it missed, read the page afresh. */
export interface SessionTransport {
  /** Sends one step; rejects with a SubmitFailure. */
  submit(input: { baseVersion: number; command: Command }): Promise<SubmitBuilderCommandResult>;
  /**
   * The page's log entries after `afterVersion`, oldest first (a batch: the rest come with the next call), to fill a
   * gap in the live feed; rejects with a SubmitFailure ('refused' when the server will not answer it).
   */
  entriesAfter(afterVersion: number): Promise<readonly BuilderLogEntry[]>;
  /** The page's tree and version now (when the log cannot be followed, the canvas moves to it). */
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
  /** Why a step of yours was not saved (the server refused it, or the page had to be read afresh); else null. */
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

/** The longest wait between tries of a failed send: 1 s, 2 s, 4 s, then every 8 s until it goes through. */
const MAX_RETRY_DELAY_MS = 8000;

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
  // The send on its way, if any (a reload waits for its answer, so no step is both sent and kept).
  private inFlight: Promise<void> | null = null;
  // Log entries that arrived while a step of ours was in flight (the feed can beat the answer to our own send, and
  // only that answer says which version is ours), while a gap in the feed is filled, or while the page is read afresh.
  private readonly held: BuilderLogEntry[] = [];
  // Set while the entries a gap in the feed skipped are read, and while the page is read afresh.
  private catchingUp = false;
  private catchUpTimer: ReturnType<typeof setTimeout> | undefined;
  private catchUpAttempt = 0;
  private reloading = false;
  // Each text field's recent edits on the canvas, for moving a field's caret through them (textMovesBetween).
  private readonly trail = new TextTrail();

  constructor(
    page: BuilderPage,
    version: number,
    private readonly transport: SessionTransport,
    // A function of its own, not `setTimeout` itself: called as this object's method, the browser's setTimeout
    // throws "Illegal invocation", and no step was ever retried after a lost connection.
    private readonly schedule: (run: () => void, ms: number) => ReturnType<typeof setTimeout> = (run, ms) => setTimeout(run, ms),
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
    if (this.catchUpTimer !== undefined) clearTimeout(this.catchUpTimer);
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

  /**
   * A log entry from the live feed: another admin's is applied to the canvas; ours and ones already seen are skipped.
   * After a gap (entries the feed never brought), the missing ones are read from the server first, so the steps not
   * yet sent are replayed over every change in order and nothing typed is lost.
   */
  receive(entry: BuilderLogEntry): void {
    if (this.sending || this.catchingUp || this.reloading) {
      this.held.push(entry);
      return;
    }
    if (entry.version <= this.state.version) return;
    if (entry.version !== this.state.version + 1) {
      this.held.push(entry);
      void this.catchUp();
      return;
    }
    const applied = applyCommand(this.confirmed, entry.command);
    if (!applied.ok) {
      // The server's entry does not apply to the page as this screen built it: only a fresh read can put it right.
      void this.resync('The page changed in a way this screen could not follow.');
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
      conflicts = keepAsConflict(conflicts, step.command, step.message, before.page);
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

  // Hands the held entries to `receive` oldest first (a gap's entries arrive after the entry that showed it).
  private releaseHeld(): void {
    for (const entry of this.held.splice(0).sort((a, b) => a.version - b.version)) this.receive(entry);
  }

  // Reads the entries after the canvas's version that the feed skipped, then applies them with the held ones. A
  // failure to read them is retried like a send; a refusal, or a read that brings nothing new, reads the page afresh.
  private async catchUp(): Promise<void> {
    if (this.catchingUp || this.disposed) return;
    this.catchingUp = true;
    const from = this.state.version;
    let entries: readonly BuilderLogEntry[];
    try {
      entries = await this.transport.entriesAfter(from);
    } catch (error) {
      if (this.disposed) return;
      if (error instanceof SubmitFailure && error.kind === 'refused') {
        this.catchingUp = false;
        void this.resync("Other people's latest changes could not be read.");
        return;
      }
      this.catchUpTimer = this.schedule(
        () => {
          this.catchUpTimer = undefined;
          this.catchingUp = false;
          void this.catchUp();
        },
        retryDelayMs(this.catchUpAttempt++, MAX_RETRY_DELAY_MS),
      );
      return;
    }
    this.catchingUp = false;
    if (this.disposed) return;
    this.catchUpAttempt = 0;
    if (!entries.some((entry) => entry.version === from + 1)) {
      // The server has no entry where the gap starts: the log cannot be followed from here.
      void this.resync("Other people's latest changes could not be read.");
      return;
    }
    this.held.push(...entries);
    if (!this.sending) this.releaseHeld();
  }

  private enqueue(command: Command, group: StepGroup | undefined): void {
    this.pending.push({ command, group });
    if (this.state.status === 'saved') this.set({ status: 'saving' });
    this.pump();
  }

  private pump(): void {
    if (this.sending || this.disposed || this.reloading) return;
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
    this.inFlight = this.transport.submit({ baseVersion, command: head.command }).then(
      (result) => {
        this.sending = false;
        this.inFlight = null;
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
        this.inFlight = null;
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
          this.dropRefused(head, error.message);
          this.releaseHeld();
          this.pump();
          return;
        }
        this.releaseHeld();
        this.set({ status: 'retrying' });
        this.retryTimer = this.schedule(
          () => {
            this.retryTimer = undefined;
            this.pump();
          },
          retryDelayMs(this.attempt++, MAX_RETRY_DELAY_MS),
        );
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
   * Takes a step the server refused for good (too large, malformed, gone) off the canvas, with the history step it
   * made; the steps typed after it are moved past its removal and stay queued (their text keeps its place), and
   * those that built on it alone become conflicts, kept with their value to apply on top. The banner says why.
   */
  private dropRefused(head: PendingStep, message: string): void {
    const before = this.state.editor;
    const at = this.pending.indexOf(head);
    const accepted = this.pending.slice(0, at);
    const later = this.pending.slice(at + 1);
    this.pending.splice(at);
    if (head.group !== undefined) head.group.conflicted = true;
    // The page the refused step was made on (the confirmed page with our accepted steps), then with it and without.
    const base = rebasePending(
      this.confirmed,
      [],
      accepted.map((step) => step.command),
    ).page;
    const removal = takenBack(base, head.command);
    const moved = rebasePending(
      removal.page,
      removal.entries,
      later.map((step) => step.command),
    );
    let conflicts = [...this.state.conflicts];
    for (const kept of moved.kept) {
      const step = later[kept.index] as PendingStep;
      step.command = kept.command;
      this.pending.push(step);
    }
    for (const dropped of moved.dropped) {
      const step = later[dropped.index] as PendingStep;
      if (step.group !== undefined) step.group.conflicted = true;
      conflicts = keepAsConflict(conflicts, dropped.command, 'It built on a change that was not saved.', before.page);
    }
    // Our history's text steps are moved past the removal like another person's edit; the refused step's history
    // step goes, as do those of the steps that became conflicts, and any the removal left with nothing to act on.
    let history = before.history;
    for (const entry of moved.concurrent) history = transformHistory(history, entry.command, (old, next) => this.carryOver(old, next));
    const conflicted = dropEntries(history, (entry) => this.groups.get(entry)?.conflicted === true);
    const page = rebasePending(
      this.confirmed,
      [],
      this.pending.map((step) => step.command),
    ).page;
    const orphaned = rebaseHistory(conflicted.history, page);
    this.trail.clear();
    const selectedId = before.selectedId !== null && hasElement(page, before.selectedId) ? before.selectedId : null;
    this.set({
      editor: { page, history: orphaned.history, selectedId },
      conflicts,
      conflict: later.length === 0 ? message : `${message} Your changes after it are kept.`,
      droppedSteps: this.state.droppedSteps + (moved.dropped.length === 0 ? 0 : conflicted.dropped + orphaned.dropped),
    });
  }

  /**
   * Moves the canvas to the server's state when its log cannot be followed (an entry that does not apply, a gap the
   * server cannot fill), showing `conflict`. It waits for a send on its way; the steps not yet sent are kept as
   * conflicts (your values, to apply on top), and history starts afresh, since its inverses were made on a page the
   * server did not keep.
   */
  async resync(conflict: string | null): Promise<void> {
    if (this.reloading || this.disposed) return;
    this.reloading = true;
    while (this.inFlight !== null) await this.inFlight;
    const loaded = await this.transport.load().catch(() => null);
    this.reloading = false;
    if (this.disposed) return;
    if (loaded === null) {
      this.set({ conflict: conflict ?? 'The page could not be read from the server. Reload the page.' });
      return;
    }
    const before = this.state.editor;
    let conflicts = [...this.state.conflicts];
    const unsent = this.pending.filter((step) => step.version === undefined);
    for (const step of unsent) {
      conflicts = keepAsConflict(conflicts, step.command, 'Not saved before the page was read afresh.', before.page);
    }
    const editor = createEditorState(loaded.tree);
    this.others.length = 0;
    this.trail.clear();
    this.confirmed = loaded.tree;
    this.lastOwnVersion = loaded.version;
    this.pending.length = 0;
    this.set({
      editor:
        before.selectedId !== null && hasElement(loaded.tree, before.selectedId) ? { ...editor, selectedId: before.selectedId } : editor,
      version: loaded.version,
      status: 'saved',
      conflict:
        conflict === null
          ? this.state.conflict
          : `${conflict} The page now shows the saved version${unsent.length === 0 ? '.' : '; what you had not saved is kept under conflicts.'}`,
      conflicts,
    });
    this.releaseHeld();
  }
}
