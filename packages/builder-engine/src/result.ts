/** Why a command, an undo or a rebase could not be applied. The page is always left exactly as it was. */
export type EngineErrorCode =
  | 'invalid-command'
  | 'invalid-page'
  | 'invalid-value'
  | 'unknown-element'
  | 'duplicate-id'
  | 'invalid-index'
  | 'move-into-descendant'
  | 'nothing-to-undo'
  | 'nothing-to-redo'
  | 'unknown-version'
  | 'invalid-log'
  | 'conflict';

/** A typed failure with a message a person can act on. `elementId` names the element at fault when there is one. */
export interface EngineError {
  readonly code: EngineErrorCode;
  readonly message: string;
  readonly elementId?: string;
  /** For a conflict: the page version whose command it collides with, when one can be named. */
  readonly version?: number;
}

/** A failure value: what every engine function returns instead of throwing. */
export interface Failure<E = EngineError> {
  readonly ok: false;
  readonly error: E;
}

/** Builds a failure value. */
export function fail(code: EngineErrorCode, message: string, elementId?: string): Failure {
  return { ok: false, error: elementId === undefined ? { code, message } : { code, message, elementId } };
}
