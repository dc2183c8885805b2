import type { Command } from './commands/command.ts';
import type { LogEntry } from './log-entry.ts';
import type { BuilderPage } from './page.ts';
import { rebaseCommand, transformText } from './rebase.ts';
import type { EngineError } from './result.ts';

/** One local command rebasePending could not keep: its position, the command as it was made, and why. */
export interface DroppedCommand {
  readonly index: number;
  readonly command: Command;
  /** A 'conflict' (the other edits changed the same property, or deleted the element), or why it no longer applies. */
  readonly error: EngineError;
}

/** Local commands replayed on a newer page: the page with the kept ones applied, and those dropped. */
export interface PendingRebase {
  readonly page: BuilderPage;
  /** The commands kept, in order, each as applied to the newer page (indices moved past the other edits). */
  readonly kept: ReadonlyArray<{ readonly index: number; readonly command: Command }>;
  readonly dropped: readonly DroppedCommand[];
  /**
   * The concurrent entries as they apply on top of the kept commands (their text edits moved past the kept text
   * edits of the same field): what turns the page the commands made before into `page`, for mapping a caret or
   * an undo history through the others' edits.
   */
  readonly concurrent: readonly LogEntry[];
}

/**
 * Replays an editor's own commands that the server has not taken yet (made in order on the page as it was before
 * `concurrent`) on top of `page`, the newer page that `concurrent` (consecutive log entries of other editors) made.
 * Each is rebased with the server's own rule (rebaseCommand): a change to another property or element applies on
 * top; a command that changed the same property, touched an element they deleted, or depends on a dropped command
 * of its own is dropped, and the later ones are judged without it. With no concurrent entries it replays the
 * commands and drops those that no longer apply. Never changes `page`.
 */
export function rebasePending(page: BuilderPage, concurrent: readonly LogEntry[], commands: readonly Command[]): PendingRebase {
  const baseVersion = (concurrent[0]?.version ?? 1) - 1;
  const kept: Array<{ index: number; command: Command }> = [];
  const dropped: DroppedCommand[] = [];
  let current = page;
  let others = concurrent;
  commands.forEach((command, index) => {
    const rebased = rebaseCommand(current, others, { baseVersion, command });
    if (!rebased.ok) {
      dropped.push({ index, command, error: rebased.error });
      return;
    }
    kept.push({ index, command: rebased.command });
    current = rebased.result.page;
    // The next command was made after this one: it meets the others' text edits as they apply after this one.
    if (command.kind === 'text') others = transformText(command, others).concurrent;
  });
  return { page: current, kept, dropped, concurrent: others };
}
