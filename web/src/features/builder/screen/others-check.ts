import { rebaseCommand, type Command, type LogEntry } from '@app/builder-engine';
import type { BuilderPage } from '@app/builder-engine';

/** A step another admin made, as this editor applied it (the inverse is the one computed on this editor's page). */
export interface OthersStep {
  readonly version: number;
  readonly command: Command;
  readonly inverse: Command;
}

/**
 * Asks the engine's rebase whether `command` (an undo's inverse or a redo's command, made before `others`
 * happened) would clobber any of the other admins' later steps. Returns the engine's conflict message, with the
 * real versions, or null when it is safe. Only others' steps are checked: this editor's own later steps are its
 * own history, which undo walks in order.
 */
export function clobberedByOthers(page: BuilderPage, others: readonly OthersStep[], command: Command): string | null {
  if (others.length === 0) return null;
  // rebaseCommand wants consecutive versions after the base; our own steps sit between others', so number them
  // 1..k here and map the engine's message back to the real versions.
  const entries: LogEntry[] = others.map((step, index) => ({ version: index + 1, command: step.command, inverse: step.inverse }));
  const result = rebaseCommand(page, entries, { baseVersion: 0, command });
  if (result.ok || result.error.code !== 'conflict') return null;
  return result.error.message.replace(/\(version (\d+)\)/g, (whole, number: string) => {
    const real = others[Number(number) - 1]?.version;
    return real === undefined ? whole : `(version ${real})`;
  });
}
