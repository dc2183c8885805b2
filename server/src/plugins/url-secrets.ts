/** What a secret in a URL is replaced with in the logs. */
export const REDACTED = '[redacted]';

/** Parameter and JSON key names whose values are secrets (reset and invitation tokens, passwords, keys). */
const SECRET_NAME = /token|secret|passw(?:or)?d|api[-_]?key|signature/i;
/** A secret's name used as a key in text that is not valid JSON (a cut-off `{"token":"…`). */
const SECRET_KEY_IN_TEXT = /["']?(?:[\w-]*(?:token|secret|passw(?:or)?d|api[-_]?key|signature)[\w-]*)["']?\s*:/i;

/**
 * A path segment naming a link whose token may follow it in the path: a draft's preview link (`/preview/<token>`),
 * and the invitation, password reset, e-mail confirmation and unsubscribe links (their tokens travel in the query,
 * but a hand-edited or mangled link may carry one as a segment). Matched on the segment's start, lower-cased.
 */
const TOKEN_LINK_WORD = /^(?:preview|invit|reset|confirm|verif|unsubscribe|token)/;
/** A token's shape after such a word: a run of base64url characters as long as a token (ours are 27 or 43). */
const TOKEN_AFTER_LINK_WORD = /[\w-]{16,}/;
/**
 * A token's shape anywhere in a path: a run as long as one of ours that mixes upper- and lower-case letters, as
 * random base64url does and the site's slugs, file hashes, media names and tRPC procedure names never do.
 */
const TOKEN_ANYWHERE = /[\w-]{27,}/g;

/** Whether `text` holds a run of TOKEN_ANYWHERE's shape mixing upper- and lower-case letters. */
function holdsRandomToken(text: string): boolean {
  return (text.match(TOKEN_ANYWHERE) ?? []).some((run) => /[A-Z]/.test(run) && /[a-z]/.test(run));
}

/**
 * `text` with its percent-escapes of ASCII characters decoded, again until none is left (a doubly escaped
 * `%2570review` too); an escape that is not ASCII or not an escape stays as it is.
 */
function asciiDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * `path` (or a whole URL without its query) with every segment that holds a token replaced by REDACTED:
 * after a link word (`/preview/<token>`, in any case, with `;params`, doubled slashes, escaped letters or an
 * escaped or back slash), any segment of a token's shape; anywhere, a segment holding a random-looking run.
 */
function redactPath(path: string): string {
  let afterLinkWord = false;
  let changed = false;
  const segments = path.split('/').map((raw) => {
    let secret = false;
    // An escaped slash or a backslash may split what a router reads as two segments.
    for (const part of asciiDecoded(raw).split(/[/\\]/)) {
      const [name = '', ...params] = part.split(';');
      if (afterLinkWord ? TOKEN_AFTER_LINK_WORD.test(part) : holdsRandomToken(part)) secret = true;
      if (TOKEN_LINK_WORD.test(name.trim().toLowerCase())) {
        afterLinkWord = true;
        // A token in the word's own matrix parameters (`/preview;t=<token>`).
        if (params.some((param) => TOKEN_AFTER_LINK_WORD.test(param))) secret = true;
      }
    }
    if (!secret) return raw;
    changed = true;
    return REDACTED;
  });
  return changed ? segments.join('/') : path;
}

/** Whether a parameter's value is an address (a path or a URL) that may carry a token in its path. */
function isAddress(value: string): boolean {
  return value.startsWith('/') || /^[a-z][\w+.-]*:\/\//i.test(value);
}

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

/** `value` with every property named like a secret, and every address carrying one, at any depth, replaced by REDACTED. */
function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (typeof value === 'string') return isAddress(value) ? redactUrl(value) : value;
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
  } else if (value.includes('=') || isAddress(value)) {
    // A URL or query string inside a parameter (a `next=/reset-password?token=…`, a `next=/preview/<token>`).
    redacted = redactUrl(value);
    if (redacted === value) return pair;
  } else {
    // Text that is not JSON but names a secret as a key (JSON cut short, say): nothing of it is logged.
    return SECRET_KEY_IN_TEXT.test(value) ? `${rawName}=${REDACTED}` : pair;
  }
  return `${rawName}=${encodeURIComponent(redacted)}`;
}

/**
 * `url` (a request URL: path and query) with every secret in it replaced by REDACTED: in the path a segment of a
 * token's shape (see `redactPath`), and in the query a parameter named like a secret (`token`, in any position,
 * case or escaping), a secret property of a JSON parameter (tRPC's `input=`, batched or not), a URL or path
 * carried in a parameter. Returns `url` itself when it carries none.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  const rawPath = query === -1 ? url : url.slice(0, query);
  const path = redactPath(rawPath);
  if (query === -1) return path;
  const pairs = url.slice(query + 1).split('&');
  const redacted = pairs.map(redactPair);
  if (path === rawPath && redacted.every((pair, index) => pair === pairs[index])) return url;
  return `${path}?${redacted.join('&')}`;
}

/** Whether `url` carries a secret that `redactUrl` would hide (its answer must be kept by no cache). */
export function carriesSecret(url: string): boolean {
  return redactUrl(url) !== url;
}
