// A small model of several screens typing into one heading through a server log, for the text merge tests: each
// site edits its own canvas at once, sends one step at a time, and takes in the log in order as the builder's
// session does (rebasePending for its waiting steps, transformHistory for its undo history). Not part of the public API.
import type { Command, TextCommand } from '../commands/command.ts';
import { textCommand } from '../commands/text.ts';
import { applyCommand } from '../commands/apply.ts';
import { createEditorState, executeCommand, undo, type EditorState } from '../editor.ts';
import { transformHistory } from '../history-rebase.ts';
import { createLog, submitCommand, type CommandLog } from '../log.ts';
import type { BuilderPage } from '../page.ts';
import { rebasePending } from '../rebase-pending.ts';
import { transformTextIndex } from '../text-ops.ts';
import { getElement } from '../tree.ts';
import { el } from './fixtures.ts';

/** The element and field every site types into. */
export const TARGET = { id: 'title', field: 'content' } as const;

/** One screen: its canvas and history, the page the server confirmed, its steps not yet confirmed, its caret. */
export interface Site {
  readonly name: string;
  editor: EditorState;
  confirmed: BuilderPage;
  version: number;
  readonly pending: Array<{ command: Command; version?: number }>;
  caret: number;
  /** The clock of this site's edits (ms); each edit moves it on, `pause` more. */
  now: number;
}

/** The server and its sites. */
export interface TextWorld {
  log: CommandLog;
  readonly sites: Site[];
}

/** A page with one heading holding `text`. */
export function headingPage(text: string): BuilderPage {
  return {
    id: 'p',
    name: 'P',
    slug: 'p',
    meta: { title: 'P', description: '' },
    elements: [el('heading', TARGET.id, [], { content: text })],
  };
}

/** The heading's text on a page. */
export function textOf(page: BuilderPage): string {
  return getElement(page, TARGET.id)?.content ?? '';
}

/** A world of `names.length` sites opening the same heading. */
export function createWorld(text: string, names: readonly string[]): TextWorld {
  const page = headingPage(text);
  return {
    log: createLog(page),
    sites: names.map((name) => ({
      name,
      editor: createEditorState(page),
      confirmed: page,
      version: 0,
      pending: [],
      caret: text.length,
      now: 0,
    })),
  };
}

function record(site: Site, command: Command, gapMs: number): void {
  site.now += gapMs;
  const result = executeCommand(site.editor, command, { now: site.now });
  if (!result.ok) throw new Error(`${site.name}: ${result.error.message}`);
  site.editor = result.state;
  if (result.step !== null) site.pending.push({ command: result.step.command });
}

/** The site replaces `length` characters at `at` (clamped to its text) with `insert`; the caret ends after it. */
export function edit(site: Site, at: number, length: number, insert: string, gapMs = 2000, glued = false): void {
  const before = textOf(site.editor.page);
  const start = Math.min(at, before.length);
  const end = Math.min(before.length, start + length);
  const after = before.slice(0, start) + insert + before.slice(end);
  if (after === before) return;
  const command = textCommand(TARGET.id, TARGET.field, before, after, site.name, start + insert.length);
  record(site, glued ? { ...command, glued: true } : command, gapMs);
  site.caret = start + insert.length;
}

/** The site types `text` at its caret, one key every `gapMs`. */
export function type(site: Site, text: string, gapMs = 40): void {
  for (const key of text) edit(site, site.caret, 0, key, gapMs);
}

/** The site undoes its newest step; false when it has none. */
export function undoStep(site: Site): boolean {
  const result = undo(site.editor);
  if (!result.ok) return false;
  site.editor = result.state;
  if (result.step !== null) site.pending.push({ command: result.step.command });
  return true;
}

/** Sends the site's oldest waiting step when none of its steps awaits confirmation; true when one went. */
export function send(world: TextWorld, site: Site): boolean {
  const head = site.pending[0];
  if (head === undefined || head.version !== undefined) return false;
  const result = submitCommand(world.log, { baseVersion: site.version, command: head.command });
  if (!result.ok) throw new Error(`${site.name}: the server refused a step: ${result.error.message}`);
  world.log = result.log;
  if (result.entry === null) site.pending.shift();
  else head.version = result.entry.version;
  return true;
}

/** The site takes in the next log entry; false when it has seen them all. */
export function deliver(world: TextWorld, site: Site): boolean {
  const entry = world.log.entries[site.version];
  if (entry === undefined) return false;
  const applied = applyCommand(site.confirmed, entry.command);
  if (!applied.ok) throw new Error(`${site.name}: a log entry does not apply: ${applied.error.message}`);
  site.confirmed = applied.page;
  site.version = entry.version;
  if (site.pending[0]?.version === entry.version) {
    site.pending.shift();
    return true;
  }
  const rebased = rebasePending(
    site.confirmed,
    [entry],
    site.pending.map((step) => step.command),
  );
  if (rebased.dropped.length > 0) throw new Error(`${site.name}: a step was dropped: ${rebased.dropped[0]?.error.message}`);
  for (const kept of rebased.kept) (site.pending[kept.index] as { command: Command }).command = kept.command;
  let history = site.editor.history;
  for (const other of rebased.concurrent) {
    history = transformHistory(history, other.command);
    const theirs = other.command as TextCommand;
    site.caret = transformTextIndex(site.caret, theirs.ops, site.name < theirs.site);
  }
  site.editor = { ...site.editor, page: rebased.page, history };
  return true;
}

/** Sends and delivers until every site has sent every step and seen the whole log. */
export function settle(world: TextWorld): void {
  for (let busy = true; busy;) {
    busy = false;
    for (const site of world.sites) {
      while (deliver(world, site)) busy = true;
      if (send(world, site)) busy = true;
    }
  }
}
