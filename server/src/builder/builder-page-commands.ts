// Editing a builder page: the engine's commands, submitted one at a time on the version they were made on, and the
// log entries a client reads to catch up.
import { commandNestingProblem, parseCommand, submitCommand, type Command, type EngineError } from '@app/builder-engine';
import {
  BUILDER_COMMAND_MAX_BYTES,
  BUILDER_LOG_ENTRY_BATCH_SIZE,
  type BuilderLogEntryBatch,
  type PublicUser,
  type SubmitBuilderCommandResult,
  type submitBuilderCommandInputSchema,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import { appendEntry, latestSnapshotVersion, listLogEntries, readLog, toBuilderLogEntry, type BuilderRuntime } from './builder-page-log.ts';
import { authorOf, findPageRow } from './builder-page.service.ts';
import { cleanRichTextCommand } from './rich-text-html.ts';

/**
 * A command made this many versions ago is not rebased (the client should reload): it keeps the locked
 * transaction short, since a rebase reads and walks every log entry in between.
 */
const MAX_REBASE_DISTANCE = 1000;

/** The 409 of a refused submit: the engine's message, its code, and the page's current version. */
function refusal(error: EngineError, currentVersion: number): AppError {
  if (error.code === 'conflict' || error.code === 'unknown-version') {
    return new AppError(409, error.message, {
      details: {
        kind: 'builderConflict',
        code: error.code,
        currentVersion,
        ...(error.elementId === undefined ? {} : { elementId: error.elementId }),
        ...(error.version === undefined ? {} : { version: error.version }),
      },
    });
  }
  return new AppError(400, error.message);
}

/**
 * `command` read from untrusted JSON as the editor's save reads it, or the AppError it answers: 400 for one nested
 * past the engine's limits or refused by the engine's parseCommand (unknown fields, a style value such as
 * `red;background:red`, a bad element), 413 for one over BUILDER_COMMAND_MAX_BYTES. The content import checks
 * every command of an imported page's history with it too.
 */
export function checkedCommand(command: unknown): Command {
  // The request schema checks this too; checked again here because JSON.stringify below would overflow the stack
  // on a command nested thousands of levels deep, whoever calls this.
  const tooDeep = commandNestingProblem(command);
  if (tooDeep !== null) throw new AppError(400, tooDeep);
  const bytes = Buffer.byteLength(JSON.stringify(command) ?? '', 'utf8');
  if (bytes > BUILDER_COMMAND_MAX_BYTES) {
    throw new AppError(
      413,
      `This change is too large to save: ${Math.ceil(bytes / 1024)} KB, where one step may be at most ${BUILDER_COMMAND_MAX_BYTES / 1024} KB. Make it in smaller steps.`,
    );
  }
  const parsed = parseCommand(command);
  if (!parsed.ok) throw new AppError(400, parsed.error.message);
  return parsed.command;
}

/**
 * Persists one command made on `baseVersion`, in one transaction with the page row locked (a command nested past
 * the engine's limits is a 400 before anything else): the engine's
 * submitCommand applies it (at the current version), rebases it (over the log entries since), or refuses it
 * with its named conflict (409, with the current version). Rich text HTML in it is sanitised first
 * (cleanRichTextCommand). The log entry (command as applied, inverse,
 * author) is appended at the next version; a command that changes nothing appends nothing.
 */
export async function submitBuilderCommand(
  em: EntityManager,
  runtime: BuilderRuntime,
  input: z.output<typeof submitBuilderCommandInputSchema>,
  user: PublicUser,
): Promise<SubmitBuilderCommandResult> {
  const parsed = checkedCommand(input.command);
  const result = await em.transactional(async (tx) => {
    const row = await findPageRow(tx, input.pageId, true);
    const current = row.version;
    if (input.baseVersion > current || current - input.baseVersion > MAX_REBASE_DISTANCE) {
      throw refusal(
        {
          code: 'unknown-version',
          message:
            input.baseVersion > current
              ? `This page is at version ${current}, so a change cannot be made on version ${input.baseVersion}. Reload the page to continue.`
              : `This page has changed a lot since version ${input.baseVersion} (it is at version ${current}). Reload the page to continue.`,
        },
        current,
      );
    }
    const { log } = await readLog(tx, row, current, input.baseVersion);
    // Rich text HTML is stored sanitised (the page an update applies to says which element is a rich text).
    const command = cleanRichTextCommand(parsed, log.page);
    const submitted = submitCommand(log, { baseVersion: input.baseVersion, command });
    if (!submitted.ok) throw refusal(submitted.error, current);
    const base = { rebased: submitted.rebased, label: submitted.label };
    if (submitted.entry === null) return { ...base, version: current, entry: null };
    // At the current version the log was read from the newest snapshot; a rebase may have read an older one.
    const newest = input.baseVersion === current ? log.baseVersion : await latestSnapshotVersion(tx, row.id);
    await appendEntry(tx, runtime, row, submitted.entry, submitted.log.page, user.id, newest);
    return { ...base, version: submitted.entry.version, entry: submitted.entry };
  });

  if (result.entry !== null) runtime.feed.announceCommitted({ pageId: input.pageId, version: result.version });
  return {
    version: result.version,
    event: result.entry === null ? null : toBuilderLogEntry(input.pageId, result.entry, authorOf(user), new Date()),
    rebased: result.rebased,
    label: result.label,
  };
}

/** The log entries after `afterVersion` (at most BUILDER_LOG_ENTRY_BATCH_SIZE), for a client catching up (`builderPage.events`). */
export async function getBuilderLogEntries(em: EntityManager, pageId: number, afterVersion: number): Promise<BuilderLogEntryBatch> {
  const row = await findPageRow(em, pageId);
  if (afterVersion > row.version) {
    throw new AppError(400, `This page is at version ${row.version}; there are no events after version ${afterVersion}. Reload the page.`);
  }
  const entries = await listLogEntries(em, pageId, afterVersion, BUILDER_LOG_ENTRY_BATCH_SIZE + 1);
  const hasMore = entries.length > BUILDER_LOG_ENTRY_BATCH_SIZE;
  return { events: hasMore ? entries.slice(0, BUILDER_LOG_ENTRY_BATCH_SIZE) : entries, version: row.version, hasMore };
}
