import {
  FONT_WEIGHTS,
  TEXT_ALIGNS,
  STACK_ON,
  CONTENT_WIDTHS,
  isColumnSize,
  isDevice,
  isElementType,
  isStackOn,
  isContentWidth,
  isStyleKey,
  type BuilderElement,
  type StyleKey,
} from './element.ts';
import { MAX_NESTING_DEPTH, NESTING_DEPTH_MESSAGE, isRecord } from './nesting.ts';
import type { BuilderPage } from './page.ts';
import { fail, type EngineError, type Failure } from './result.ts';

/** Bounds the engine enforces on values (docs/product.md §9, plus sane caps on free text). */
export const LIMITS = {
  fontSizePx: { min: 8, max: 72 },
  borderRadiusPx: { min: 0, max: 50 },
  opacity: { min: 0, max: 1 },
  idLength: 100,
  nameLength: 100,
  contentLength: 100_000,
  /**
   * A rich text's HTML: a stricter cap than other content, since each edit of it is sent whole (an update, not a
   * text edit) and kept twice in the log (the value and the inverse). The import splits a longer page's text.
   */
  richTextLength: 50_000,
  urlLength: 2048,
  srcLength: 8192,
  styleValueLength: 200,
} as const;

const ID_CHARS = /^[A-Za-z0-9_-]+$/;
const PX_LENGTH = /^(\d+(?:\.\d+)?)px$/;
// Style values end up in CSS: these characters could close a declaration or a tag.
// eslint-disable-next-line no-control-regex -- finds control characters in a style value to refuse it
const UNSAFE_STYLE_CHARS = /[;{}<>\\\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matches control characters (and whitespace) to strip them
const CONTROL_CHARS = /[\u0000-\u001f\u007f\s]/g;
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);/;

/**
 * An untrusted value as an error message shows it: primitives as JSON (long strings cut short), objects and lists
 * only by kind, since serialising a value a client nested thousands of levels deep would overflow the stack.
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'bigint' || typeof value === 'function' || typeof value === 'symbol') return typeof value;
  return JSON.stringify(value);
}

/** Why an element id is unusable, or null when it is fine (1-100 letters, digits, '-' or '_'). */
export function checkElementId(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return 'An element id must be a non-empty string.';
  if (value.length > LIMITS.idLength) return `An element id must be at most ${LIMITS.idLength} characters.`;
  if (!ID_CHARS.test(value)) return `Element id '${value}' may only hold letters, digits, '-' and '_'.`;
  return null;
}

function checkPx(value: string, label: string, min: number, max: number): string | null {
  const match = PX_LENGTH.exec(value);
  const px = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  if (!(px >= min && px <= max)) return `${label} must be between ${min}px and ${max}px (got '${value}').`;
  return null;
}

/** Why a value is not allowed for a style key, or null when it is (font size 8-72px, radius 0-50px, opacity 0-1...). */
export function checkStyleValue(key: StyleKey, value: unknown): string | null {
  if (key === 'opacity') {
    if (typeof value !== 'number' || !(value >= LIMITS.opacity.min && value <= LIMITS.opacity.max)) {
      return `Opacity must be a number between 0 and 1 (got ${describeValue(value)}).`;
    }
    return null;
  }
  if (typeof value !== 'string') return `Style '${key}' must be a string.`;
  if (value.length > LIMITS.styleValueLength) return `Style '${key}' must be at most ${LIMITS.styleValueLength} characters.`;
  if (UNSAFE_STYLE_CHARS.test(value)) return `Style '${key}' may not contain ; { } < > \\ or control characters.`;
  switch (key) {
    case 'fontSize':
      return checkPx(value, 'Font size', LIMITS.fontSizePx.min, LIMITS.fontSizePx.max);
    case 'borderRadius':
      return checkPx(value, 'Border radius', LIMITS.borderRadiusPx.min, LIMITS.borderRadiusPx.max);
    case 'textAlign':
      return (TEXT_ALIGNS as readonly string[]).includes(value) ? null : `Text alignment must be one of ${TEXT_ALIGNS.join(', ')}.`;
    case 'fontWeight':
      return (FONT_WEIGHTS as readonly string[]).includes(value) ? null : `Font weight must be one of ${FONT_WEIGHTS.join(', ')}.`;
    default:
      return null;
  }
}

function checkUrl(value: string, label: string, max: number, allowImageData: boolean): string | null {
  if (value.length > max) return `${label} must be at most ${max} characters.`;
  // Browsers ignore whitespace and control characters inside a scheme, so compare without them.
  const plain = value.replace(CONTROL_CHARS, '').toLowerCase();
  if (plain.startsWith('javascript:') || plain.startsWith('vbscript:')) return `${label} may not use a script URL.`;
  if (plain.startsWith('data:') && !(allowImageData && IMAGE_DATA_URL.test(plain))) {
    return `${label} may not be a data URL${allowImageData ? ' other than a PNG, JPEG, GIF or WebP image' : ''}.`;
  }
  return null;
}

/** Why a value is not allowed for a scalar field ('name', 'content', 'url', 'src', 'size', 'stackOn', 'contentWidth'), or null when it is. */
export function checkFieldValue(field: string, value: unknown): string | null {
  switch (field) {
    case 'name':
      if (typeof value !== 'string' || value.trim().length === 0) return 'A name must be a non-empty string.';
      return value.length > LIMITS.nameLength ? `A name must be at most ${LIMITS.nameLength} characters.` : null;
    case 'content':
      if (typeof value !== 'string') return 'Content must be a string.';
      return value.length > LIMITS.contentLength ? `Content must be at most ${LIMITS.contentLength} characters.` : null;
    case 'url':
      return typeof value === 'string' ? checkUrl(value, 'A link', LIMITS.urlLength, false) : 'A link must be a string.';
    case 'src':
      return typeof value === 'string' ? checkUrl(value, 'An image source', LIMITS.srcLength, true) : 'An image source must be a string.';
    case 'size':
      return isColumnSize(value) ? null : `Column size must be one of full, 1/2, 1/3, 2/3, 1/4, 3/4 (got ${describeValue(value)}).`;
    case 'stackOn':
      return isStackOn(value) ? null : `Stack on must be one of ${STACK_ON.join(', ')} (got ${describeValue(value)}).`;
    case 'contentWidth':
      return isContentWidth(value) ? null : `Content width must be one of ${CONTENT_WIDTHS.join(', ')} (got ${describeValue(value)}).`;
    default:
      return `Unknown field '${field}'.`;
  }
}

/**
 * Why `value` cannot be a rich text's content, or null. Only its size is checked here (at most
 * LIMITS.richTextLength characters): the engine has no HTML parser, so the server sanitises the HTML when it is
 * saved and again whenever it is drawn (the blog's allow-list), and the builder's canvas cleans it before showing it.
 */
export function richTextProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'Rich text must be a string of HTML.';
  return value.length > LIMITS.richTextLength
    ? `Rich text must be at most ${LIMITS.richTextLength.toLocaleString('en-US')} characters of HTML (got ${value.length.toLocaleString('en-US')}); split it into several rich texts.`
    : null;
}

/** Why a whole style map is invalid, or null when every key is known and every value allowed. */
export function checkStyle(style: unknown): string | null {
  if (!isRecord(style)) return 'Style must be an object.';
  for (const key of Object.keys(style)) {
    if (!isStyleKey(key)) return `Unknown style key '${key}'.`;
    const problem = checkStyleValue(key, style[key]);
    if (problem !== null) return problem;
  }
  return null;
}

const ELEMENT_KEYS = new Set([
  'id',
  'type',
  'name',
  'content',
  'url',
  'src',
  'size',
  'stackOn',
  'contentWidth',
  'style',
  'tablet',
  'mobile',
  'hideOn',
  'children',
]);

/** Why an element's hide-on map is invalid (device keys, each true), or null. */
function checkHideOn(value: unknown): string | null {
  if (!isRecord(value)) return 'Hide on must be an object.';
  for (const key of Object.keys(value)) {
    if (!isDevice(key)) return `Unknown device '${key}': use desktop, tablet or mobile.`;
    if (value[key] !== true) return `Hiding on ${key} must be true when listed.`;
  }
  return null;
}

/**
 * Checks an element and its subtree: known type and keys, valid fields and style, size only on columns,
 * ids well-formed and unique (each id is added to `seen`; one already there is a 'duplicate-id' failure),
 * at most MAX_NESTING_DEPTH levels. `depth` is the number of levels above the element.
 */
export function checkElement(value: unknown, seen: Set<string>, depth = 0): EngineError | null {
  // Checked before anything else, so the recursion below never goes deeper than the limit whatever the input.
  if (depth >= MAX_NESTING_DEPTH) return { code: 'invalid-value', message: NESTING_DEPTH_MESSAGE };
  if (!isRecord(value)) return { code: 'invalid-value', message: 'An element must be an object.' };
  const idProblem = checkElementId(value.id);
  if (idProblem !== null) return { code: 'invalid-value', message: idProblem };
  const id = value.id as string;
  const at = (message: string): EngineError => ({ code: 'invalid-value', message, elementId: id });
  for (const key of Object.keys(value)) {
    if (!ELEMENT_KEYS.has(key)) return at(`Element '${id}' has an unknown field '${key}'.`);
  }
  if (!isElementType(value.type)) return at(`Element '${id}' has an unknown type ${describeValue(value.type)}.`);
  for (const field of ['name', 'content', 'url', 'src', 'size', 'stackOn', 'contentWidth'] as const) {
    if (field !== 'name' && value[field] === undefined) continue;
    const problem = checkFieldValue(field, value[field]);
    if (problem !== null) return at(problem);
  }
  if (value.type === 'richtext' && value.content !== undefined) {
    const problem = richTextProblem(value.content);
    if (problem !== null) return at(problem);
  }
  if (value.size !== undefined && value.type !== 'column') return at('Only columns have a size.');
  if (value.stackOn !== undefined && value.type !== 'row') return at('Only rows stack their columns.');
  if (value.contentWidth !== undefined && value.type !== 'section') return at('Only sections have a content width.');
  const styleProblem =
    checkStyle(value.style) ??
    (value.tablet === undefined ? null : checkStyle(value.tablet)) ??
    (value.mobile === undefined ? null : checkStyle(value.mobile)) ??
    (value.hideOn === undefined ? null : checkHideOn(value.hideOn));
  if (styleProblem !== null) return at(styleProblem);
  if (!Array.isArray(value.children)) return at(`Element '${id}' must have a children list.`);
  if (seen.has(id)) return { code: 'duplicate-id', message: `Element id '${id}' is used twice.`, elementId: id };
  seen.add(id);
  for (const child of value.children) {
    const problem = checkElement(child, seen, depth + 1);
    if (problem !== null) return problem;
  }
  return null;
}

/** The result of reading a page from untrusted JSON. */
export type ParsePageResult = { readonly ok: true; readonly page: BuilderPage } | Failure;

/**
 * Reads a page from untrusted JSON (a database row, a request body): checks every element and that ids are
 * unique. A numeric id is turned into a string and missing meta fields become ''. Never throws.
 */
export function parsePage(value: unknown): ParsePageResult {
  if (!isRecord(value)) return fail('invalid-value', 'A page must be an object.');
  const { id, name, slug, meta, elements } = value;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isFinite(id))) return fail('invalid-value', 'A page needs an id.');
  if (typeof name !== 'string' || name.length > 100)
    return fail('invalid-value', 'A page name must be a string of at most 100 characters.');
  if (typeof slug !== 'string' || slug.length > 100)
    return fail('invalid-value', 'A page slug must be a string of at most 100 characters.');
  const metaRecord = meta === undefined ? {} : meta;
  if (!isRecord(metaRecord)) return fail('invalid-value', 'Page meta must be an object.');
  const title = metaRecord.title ?? '';
  const description = metaRecord.description ?? '';
  if (typeof title !== 'string' || typeof description !== 'string')
    return fail('invalid-value', 'Page meta title and description must be strings.');
  const list = elements ?? [];
  if (!Array.isArray(list)) return fail('invalid-value', 'Page elements must be a list.');
  const seen = new Set<string>();
  for (const element of list) {
    const problem = checkElement(element, seen);
    if (problem !== null) return { ok: false, error: problem };
  }
  return {
    ok: true,
    page: { id: String(id), name, slug, meta: { title, description }, elements: list as readonly BuilderElement[] },
  };
}
