// A post's article HTML as a small tree for the e-mail's two renderings (email-body-html.ts, email-body-text.ts). The
// stored HTML is sanitised again first with the public site's allow-list (sanitizePublicArticleHtml), whose output has
// one regular form (double-quoted attributes, text with &amp; &lt; &gt;): that form is read here in one pass, and only
// what it can hold is kept. Anything else in the string is read as text (and escaped when written).
import { sanitizePublicArticleHtml } from '../content/html-sanitizer.ts';

/** Text, decoded (`a & b`, never `a &amp; b`). */
export interface ArticleText {
  kind: 'text';
  text: string;
}

/** An element of the article with its attributes (values decoded) and children. */
export interface ArticleElement {
  kind: 'element';
  tag: string;
  attrs: Readonly<Record<string, string>>;
  children: ArticleNode[];
}

/** A node of the article's tree. */
export type ArticleNode = ArticleText | ArticleElement;

/** Elements that have no end tag. */
const VOID_TAGS = new Set(['img', 'br', 'hr']);

/**
 * Elements nest at most this deep; deeper ones are left out and their content joins their parent's, so rendering
 * (which recurses) has a bounded depth whatever the stored HTML holds.
 */
export const MAX_ARTICLE_DEPTH = 24;

const TOKEN = /<(\/?)([a-z][a-z0-9]*)((?:\s+[^\s"'<>/=]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:="([^"]*)")?/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** Text or an attribute value as sanitize-html writes it, decoded (one pass, so `&amp;lt;` stays `&lt;`). */
export function decodeEntities(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);
}

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(match[2] ?? '');
  }
  return attrs;
}

/** An open element while reading, and the list its children go to (its parent's when it is too deep to keep). */
interface Open {
  tag: string;
  children: ArticleNode[];
}

/** The tree of already sanitised article HTML (see `articleTree`). */
export function parseSanitisedHtml(html: string): ArticleNode[] {
  const root: ArticleNode[] = [];
  const stack: Open[] = [{ tag: '', children: root }];
  let depth = 0;
  const addText = (text: string) => {
    if (text === '') return;
    const children = stack.at(-1)!.children;
    const last = children.at(-1);
    if (last?.kind === 'text') last.text += decodeEntities(text);
    else children.push({ kind: 'text', text: decodeEntities(text) });
  };
  let at = 0;
  for (const match of html.matchAll(TOKEN)) {
    addText(html.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, tag] = match as unknown as [string, string, string, string];
    const current = stack.at(-1)!;
    if (closing) {
      // Close the innermost open element of that name (and any left open inside it); an unmatched end tag is ignored.
      const index = stack.findLastIndex((open) => open.tag === tag);
      if (index > 0) {
        for (let i = stack.length - 1; i >= index; i -= 1) if (stack[i]!.children !== stack[i - 1]!.children) depth -= 1;
        stack.length = index;
      }
      continue;
    }
    const element: ArticleElement = { kind: 'element', tag, attrs: attributesOf(match[3] ?? ''), children: [] };
    if (VOID_TAGS.has(tag)) {
      current.children.push(element);
    } else if (depth >= MAX_ARTICLE_DEPTH) {
      stack.push({ tag, children: current.children });
    } else {
      current.children.push(element);
      stack.push({ tag, children: element.children });
      depth += 1;
    }
  }
  addText(html.slice(at));
  return root;
}

/** The tree of a post's stored article HTML, sanitised again with the public site's allow-list (missing images left out). */
export function articleTree(storedHtml: string): ArticleNode[] {
  return parseSanitisedHtml(sanitizePublicArticleHtml(storedHtml));
}

/** The text of `nodes`, as it reads (no markup). */
export function textOf(nodes: readonly ArticleNode[]): string {
  const parts: string[] = [];
  const walk = (list: readonly ArticleNode[]) => {
    for (const node of list) {
      if (node.kind === 'text') parts.push(node.text);
      else walk(node.children);
    }
  };
  walk(nodes);
  return parts.join('');
}
