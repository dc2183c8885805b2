/** What a 400 says when text holds U+0000, which PostgreSQL cannot store in text or jsonb. */
export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000).';

/** What a 400 says when text holds half of a UTF-16 surrogate pair, which is no character at all. */
export const LONE_SURROGATE_MESSAGE = 'Text may not contain a lone surrogate (half of an emoji or other UTF-16 pair, such as \\uD800).';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why PostgreSQL could not store `text` faithfully (a NUL is refused in text and jsonb; a lone surrogate
 * is refused in jsonb and silently turned into U+FFFD in text), or null when it can.
 */
export function storableTextProblem(text: string): string | null {
  if (text.includes('\0')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** Error fields a PostgreSQL error carries (pg's DatabaseError, copied onto MikroORM's DriverException). */
interface DatabaseErrorFields {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/**
 * The 400 message for a database error caused by text PostgreSQL refuses, or null for any other error.
 * Looks through `cause` (tRPC and MikroORM wrap the driver's error). The codes, as PostgreSQL 17 and the
 * embedded PGlite answer them:
 * - 22021 (invalid byte sequence for encoding "UTF8": 0x00): a NUL in a bound text parameter;
 * - 22P05 (unsupported Unicode escape sequence): `\u0000` in a jsonb value;
 * - 08P01 (invalid message format): a NUL inlined into the SQL text, which ends the protocol's C string;
 * - 22P02 with a Unicode detail (a low surrogate must follow a high one): a lone surrogate in jsonb.
 */
export function databaseTextProblem(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, detail, cause } = current as DatabaseErrorFields;
    if (code === '22021' || code === '22P05') return NUL_MESSAGE;
    if (code === '08P01' && typeof message === 'string' && message.includes('invalid message format')) return NUL_MESSAGE;
    if (code === '22P02' && typeof detail === 'string' && /surrogate/i.test(detail)) return LONE_SURROGATE_MESSAGE;
    current = cause;
  }
  return null;
}
