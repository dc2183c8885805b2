import type { Command } from './commands/command.ts';

// The two types the command log and rebase share. They live apart from both, so that rebase.ts (which reads
// them) and log.ts (which calls rebaseCommand) do not import each other.

/**
 * A log entry: one command of a page's command log as applied at a version, the record the server persists.
 * `version` is the page version it produced (the first command applied to version 0 produces version 1), with the
 * command as applied and its inverse.
 */
export interface LogEntry {
  readonly version: number;
  readonly command: Command;
  readonly inverse: Command;
}

/** A command together with the page version it was made on: what a client sends to be persisted. */
export interface VersionedCommand {
  readonly baseVersion: number;
  readonly command: Command;
}
