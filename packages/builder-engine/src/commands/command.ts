import type { BuilderElement, ColumnSize, ContentWidth, Device, ElementStyle, ElementType, StackOn, StyleKey } from '../element.ts';
import type { BuilderPage } from '../page.ts';
import type { Failure } from '../result.ts';
import type { TextOp } from '../text-ops.ts';

/** Style keys to set (a value) or clear (null) in an update. */
export type StyleChanges = { readonly [K in StyleKey]?: ElementStyle[K] | null };

/** Devices to hide the element on (true) or show it on again (null). */
export type HideOnChanges = { readonly [D in Device]?: true | null };

/**
 * The fields an update sets; null clears an optional field. Only listed fields and keys change: an update merges,
 * it never replaces the whole element. The name can be changed but not cleared. `style` changes the desktop base,
 * `tablet` and `mobile` that device's overrides (null: inherit again), `hideOn` where the element is hidden.
 */
export interface ElementChanges {
  readonly name?: string;
  readonly content?: string | null;
  readonly url?: string | null;
  readonly src?: string | null;
  readonly size?: ColumnSize | null;
  readonly stackOn?: StackOn | null;
  readonly contentWidth?: ContentWidth | null;
  readonly style?: StyleChanges;
  readonly tablet?: StyleChanges;
  readonly mobile?: StyleChanges;
  readonly hideOn?: HideOnChanges;
}

/** The keyed maps of an element that an update merges key by key. */
export const CHANGE_GROUPS = ['style', 'tablet', 'mobile', 'hideOn'] as const;
/** One keyed map of an element. */
export type ChangeGroup = (typeof CHANGE_GROUPS)[number];

/**
 * Adds an element (with its subtree, ids decided beforehand) to a parent's children, or to the page root when
 * `parentId` is null: at `index`, or last when the index is omitted.
 */
export interface AddCommand {
  readonly kind: 'add';
  readonly parentId: string | null;
  readonly index?: number;
  readonly element: BuilderElement;
}

/** Merges changed fields and style keys into one element. */
export interface UpdateCommand {
  readonly kind: 'update';
  readonly id: string;
  readonly changes: ElementChanges;
}

/** Removes an element and its whole subtree. */
export interface DeleteCommand {
  readonly kind: 'delete';
  readonly id: string;
}

/**
 * Moves an element (with its subtree) under `parentId` (null: the page root) at `index`, counted in the target's
 * children without the moved element. Re-parenting and reordering are both moves.
 */
export interface MoveCommand {
  readonly kind: 'move';
  readonly id: string;
  readonly parentId: string | null;
  readonly index: number;
}

/**
 * Copies an element's subtree under `parentId` at `index`; `idMap` gives the copy's id for every id of the source
 * subtree, decided when the command was made so that replaying it makes the same ids.
 */
export interface DuplicateCommand {
  readonly kind: 'duplicate';
  readonly id: string;
  readonly parentId: string | null;
  readonly index: number;
  readonly idMap: Readonly<Record<string, string>>;
}

/** The text fields a text command edits character by character. */
export const TEXT_FIELDS = ['content', 'name'] as const;
/** A text field of an element. */
export type TextField = (typeof TEXT_FIELDS)[number];

/**
 * Typing into one text field: `ops` (keep / insert / delete, see text-ops.ts) against the field's prior value (an
 * unset field reads as ''). Two people's text commands on one field merge by operational transformation instead of
 * clashing; two inserts at one position are ordered the same way everywhere (textInsertFirst): `glued` typing first,
 * then by `site` (the editing screen's id).
 */
export interface TextCommand {
  readonly kind: 'text';
  readonly id: string;
  readonly field: TextField;
  readonly ops: readonly TextOp[];
  readonly site: string;
  /**
   * Typed on from the same person's last key (their caret where that key left it): it goes on their text, so at one
   * position it goes before an insert that is not (one typed where a caret was put, at the end of the other person's
   * text say, while that person types on there).
   */
  readonly glued?: boolean;
}

/**
 * Whether `a`'s insert goes before `b`'s where both insert at one position: glued typing first (it belongs to the text
 * on its left), else the lower site. The server and every screen order by this one rule.
 */
export function textInsertFirst(a: TextCommand, b: TextCommand): boolean {
  if ((a.glued === true) !== (b.glued === true)) return a.glued === true;
  return a.site < b.site;
}

/** Every edit of a page is one of these plain, JSON-serialisable values. */
export type Command = AddCommand | UpdateCommand | DeleteCommand | MoveCommand | DuplicateCommand | TextCommand;

/** The element a command is about, as it was before the command (for labels and selection). */
export interface CommandSubject {
  readonly id: string;
  readonly name: string;
  readonly type: ElementType;
}

/** A command that was applied: the new page, the command as applied (explicit index), its inverse and a label. */
export interface ApplySuccess {
  readonly ok: true;
  /** The new page; the very same object as before when `changed` is false. */
  readonly page: BuilderPage;
  /** The command with every default made explicit (an add's index); store this one in logs and history. */
  readonly command: Command;
  /** Applying this to `page` gives back the page the command was applied to. */
  readonly inverse: Command;
  /** A short name for a history list, e.g. 'Add Heading' or 'Heading · font size 32 → 40'. */
  readonly label: string;
  readonly subject: CommandSubject;
  /** False when the command changed nothing (an update to the same value, a move to the same place). */
  readonly changed: boolean;
}

/** What applying a command gives: a success, or a typed failure that leaves the page as it was. */
export type ApplyResult = ApplySuccess | Failure;

/** A command together with its inverse, as recorded in a log or sent to be persisted. */
export interface Step {
  readonly command: Command;
  readonly inverse: Command;
}
