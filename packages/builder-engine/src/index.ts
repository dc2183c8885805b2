/** Public entry of the page builder's engine: the element tree, commands, history, the command log and rebase. */
export {
  COLUMN_SIZES,
  COLUMN_WIDTHS,
  DEVICES,
  ELEMENT_TYPES,
  ELEMENT_TYPE_LABELS,
  PALETTE_ELEMENT_TYPES,
  FONT_WEIGHTS,
  OVERRIDE_DEVICES,
  STACK_ON,
  CONTENT_WIDTHS,
  STYLE_KEYS,
  TEXT_ALIGNS,
  columnWidth,
  isColumnSize,
  isDevice,
  isElementType,
  isStackOn,
  isContentWidth,
  isStyleKey,
  styleOn,
  type BuilderElement,
  type ColumnSize,
  type Device,
  type ElementStyle,
  type ElementType,
  type FontWeight,
  type HideOn,
  type OverrideDevice,
  type StackOn,
  type ContentWidth,
  type StyleKey,
  type TextAlign,
} from './element.ts';
export { createPage, type BuilderPage, type PageMeta } from './page.ts';
export { IMAGE_PLACEHOLDER_SRC, createElement, elementDefaults, type ElementDefaults } from './defaults.ts';
export {
  COMPONENT_DEFAULTS,
  COMPONENT_LIMITS,
  FORM_FIELD_TYPES,
  isComponentType,
  readComponentContent,
  writeComponentContent,
  type ComponentContentMap,
  type ComponentType,
  type CtaContent,
  type FeatureContent,
  type FormContent,
  type FormField,
  type FormFieldType,
  type PricingContent,
  type TestimonialContent,
} from './component-content.ts';
export { ELEMENT_ID_PATTERN, createIdGenerator, seededRandom, type IdGenerator, type IdSource } from './ids.ts';
export { LIMITS, checkStyleValue, parsePage, richTextProblem, type ParsePageResult } from './validate.ts';
export { MAX_NESTING_DEPTH, commandNestingProblem } from './nesting.ts';
export type { EngineError, EngineErrorCode, Failure } from './result.ts';
export { countElements, forEachElement, getAncestorIds, getElement, getParentId } from './tree.ts';
export { hasElement } from './tree-index.ts';
export type {
  AddCommand,
  ApplyResult,
  ApplySuccess,
  Command,
  CommandSubject,
  DeleteCommand,
  ChangeGroup,
  DuplicateCommand,
  ElementChanges,
  HideOnChanges,
  MoveCommand,
  Step,
  StyleChanges,
  TextCommand,
  TextField,
  UpdateCommand,
} from './commands/command.ts';
export { TEXT_FIELDS, textInsertFirst } from './commands/command.ts';
export { applyText, textCommand } from './commands/text.ts';
export {
  MAX_TEXT_OPS,
  MAX_TEXT_OP_CHARS,
  applyTextOps,
  composeTextOps,
  diffText,
  invertTextOps,
  isIdentityTextOps,
  normalizeTextOps,
  textOpsProblem,
  transformTextIndex,
  transformTextOps,
  type TextOp,
} from './text-ops.ts';
export { addCommand, addElementCommand } from './commands/add.ts';
export { elementChanges, styleCommand, updateCommand } from './commands/update.ts';
export { CHANGE_GROUPS } from './commands/command.ts';
export { deleteCommand } from './commands/delete.ts';
export { moveCommand } from './commands/move.ts';
export { duplicateCommand } from './commands/duplicate.ts';
export { applyCommand } from './commands/apply.ts';
export { parseCommand, type ParseCommandResult } from './commands/parse.ts';
export { describeCommand } from './commands/describe.ts';
export { copyWithNewIds } from './template.ts';
export {
  HISTORY_LIMIT,
  MERGE_WINDOW_MS,
  canRedo,
  canUndo,
  closeGesture,
  createHistory,
  dropEntries,
  entryFromResult,
  groupsWith,
  recordEntry,
  takeRedo,
  takeUndo,
  type History,
  type HistoryEntry,
  type RecordOptions,
} from './history.ts';
export { rebaseHistory, transformHistory } from './history-rebase.ts';
export { selectionAfter, toggleSelection } from './selection.ts';
export {
  createEditorState,
  endGesture,
  executeCommand,
  redo,
  selectElement,
  undo,
  type EditOptions,
  type EditorResult,
  type EditorState,
  type EditorSuccess,
} from './editor.ts';
export {
  compactLog,
  createLog,
  entriesSince,
  replayCommands,
  replayLog,
  submitCommand,
  type CommandLog,
  type ReplayResult,
  type SubmitResult,
  type SubmitSuccess,
} from './log.ts';
export type { LogEntry, VersionedCommand } from './log-entry.ts';
export { changedKeysOf, rebaseCommand, transformText, type RebaseResult, type RebaseSuccess } from './rebase.ts';
export { rebasePending, type DroppedCommand, type PendingRebase } from './rebase-pending.ts';
export { changeKeyLabel, subjectName } from './labels.ts';
