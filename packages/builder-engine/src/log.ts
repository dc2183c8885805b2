import { applyCommand } from './commands/apply.ts';
import type { ApplySuccess, Command } from './commands/command.ts';
import type { LogEntry, VersionedCommand } from './log-entry.ts';
import type { BuilderPage } from './page.ts';
import { rebaseCommand } from './rebase.ts';
import { fail, type EngineError, type Failure } from './result.ts';

/** The result of a replay: the page, or the failure of the command at `index` (the page is not produced). */
export type ReplayResult =
  { readonly ok: true; readonly page: BuilderPage } | { readonly ok: false; readonly error: EngineError; readonly index: number };

/**
 * Replays commands in order from a page (the initial page or a snapshot). Commands carry every id they create,
 * so the same commands from the same page always give the same page.
 */
export function replayCommands(page: BuilderPage, commands: readonly Command[]): ReplayResult {
  let current = page;
  for (let index = 0; index < commands.length; index += 1) {
    const result = applyCommand(current, commands[index] as Command);
    if (!result.ok) return { ok: false, error: result.error, index };
    current = result.page;
  }
  return { ok: true, page: current };
}

/**
 * A page's command log as an immutable value: a snapshot (`base` at `baseVersion`), the log entries applied since, and
 * the resulting `page` at `version` (= baseVersion + entries.length).
 */
export interface CommandLog {
  readonly base: BuilderPage;
  readonly baseVersion: number;
  readonly entries: readonly LogEntry[];
  readonly page: BuilderPage;
  readonly version: number;
}

/** A log whose snapshot is `page` at `version` (0 for a new page). */
export function createLog(page: BuilderPage, version = 0): CommandLog {
  return { base: page, baseVersion: version, entries: [], page, version };
}

/** Replays the log from its snapshot; equals `log.page` for every log built by submitCommand. */
export function replayLog(log: CommandLog): ReplayResult {
  return replayCommands(
    log.base,
    log.entries.map((entry) => entry.command),
  );
}

/** The entries after `version` (the commands that made versions version+1..now); undefined when the log no longer holds them. */
export function entriesSince(log: CommandLog, version: number): readonly LogEntry[] | undefined {
  if (!Number.isSafeInteger(version) || version < log.baseVersion || version > log.version) return undefined;
  return log.entries.slice(version - log.baseVersion);
}

/** A log with the current page as its snapshot and no entries (what a server does after persisting a snapshot). */
export function compactLog(log: CommandLog): CommandLog {
  return createLog(log.page, log.version);
}

/** A command accepted by the log: the new log, the entry it added (null if it changed nothing) and whether it was rebased. */
export interface SubmitSuccess {
  readonly ok: true;
  readonly log: CommandLog;
  readonly entry: LogEntry | null;
  readonly rebased: boolean;
  readonly label: string;
}

/** The result of submitting a command: accepted, or a typed failure (a conflict, an unknown version, a bad command). */
export type SubmitResult = SubmitSuccess | Failure;

/**
 * Applies a command made on `baseVersion`. At the current version it applies directly; on an older version it is
 * rebased over the newer entries, or refused with a 'conflict' when it touches what they deleted or changed,
 * so two editors never silently overwrite each other.
 */
export function submitCommand(log: CommandLog, proposal: VersionedCommand): SubmitResult {
  if (typeof proposal !== 'object' || proposal === null) return fail('invalid-command', 'A proposal needs a baseVersion and a command.');
  const since = entriesSince(log, proposal.baseVersion);
  if (since === undefined) {
    return fail(
      'unknown-version',
      `Version ${String(proposal.baseVersion)} is unknown: this log holds versions ${log.baseVersion} to ${log.version}.`,
    );
  }
  let result: ApplySuccess;
  if (since.length === 0) {
    const applied = applyCommand(log.page, proposal.command);
    if (!applied.ok) return applied;
    result = applied;
  } else {
    const rebased = rebaseCommand(log.page, since, proposal);
    if (!rebased.ok) return rebased;
    result = rebased.result;
  }
  const rebased = since.length > 0;
  if (!result.changed) return { ok: true, log, entry: null, rebased, label: result.label };
  const entry: LogEntry = { version: log.version + 1, command: result.command, inverse: result.inverse };
  return {
    ok: true,
    log: { ...log, entries: [...log.entries, entry], page: result.page, version: log.version + 1 },
    entry,
    rebased,
    label: result.label,
  };
}
