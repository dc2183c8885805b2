/** What a secret in a URL is replaced with in the logs. */
export const REDACTED = '[redacted]';

/** Parameter and JSON key names whose values are secrets (reset and invitation tokens, passwords, keys). */
const SECRET_NAME = /token|secret|passw(?:or)?d|api[-_]?key|signature/i;
/** A secret's name used as a key in text that is not valid JSON (a cut-off `{"token":"…`). */
const SECRET_KEY_IN_TEXT = /["']?(?:[\w-]*(?:token|secret|passw(?:or)?d|api[-_]?key|signature)[\w-]*)["']?\s*:/i;

/** A path whose last segment is a secret: a draft's preview link, `/preview/<token>`. */
const SECRET_PATH = /^(\/preview\/)[^/?#]+/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function parsedJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** `value` with every property named like a secret, at any depth, replaced by REDACTED. */
function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_NAME.test(key) ? REDACTED : redactJson(inner)]));
}

/** One `name=value` pair of a query string, its value redacted when it is or holds a secret. */
function redactPair(pair: string): string {
  const equals = pair.indexOf('=');
  if (equals === -1) return pair;
  const rawName = pair.slice(0, equals);
  if (SECRET_NAME.test(decoded(rawName))) return `${rawName}=${REDACTED}`;
  const value = decoded(pair.slice(equals + 1));
  const json = parsedJson(value);
  let redacted: string;
  if (json.ok) {
    // tRPC's `input=` (one call or a batch): the secret is a property of the JSON.
    redacted = JSON.stringify(redactJson(json.value));
    if (redacted === JSON.stringify(json.value)) return pair;
  } else if (value.includes('=')) {
    // A URL or query string inside a parameter (a `next=/reset-password?token=…`).
    redacted = redactUrl(value);
    if (redacted === value) return pair;
  } else {
    // Text that is not JSON but names a secret as a key (JSON cut short, say): nothing of it is logged.
    return SECRET_KEY_IN_TEXT.test(value) ? `${rawName}=${REDACTED}` : pair;
  }
  return `${rawName}=${encodeURIComponent(redacted)}`;
}

/**
 * `url` (a request URL: path and query) with every secret in it replaced by REDACTED: a preview link's token in the
 * path, and in the query a parameter named
 * like a secret (`token`, in any position, case or escaping), a secret property of a JSON parameter (tRPC's
 * `input=`, batched or not), a URL carried in a parameter. Returns `url` itself when it carries none.
 */
export function redactUrl(url: string): string {
  const path = url.replace(SECRET_PATH, `$1${REDACTED}`);
  const query = path.indexOf('?');
  if (query === -1) return path === url ? url : path;
  const pairs = path.slice(query + 1).split('&');
  const redacted = pairs.map(redactPair);
  if (path === url && redacted.every((pair, index) => pair === pairs[index])) return url;
  return `${path.slice(0, query + 1)}${redacted.join('&')}`;
}

/** Whether `url` carries a secret that `redactUrl` would hide (its answer must be kept by no cache). */
export function carriesSecret(url: string): boolean {
  return redactUrl(url) !== url;
}
