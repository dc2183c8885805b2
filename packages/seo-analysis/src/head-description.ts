import { readHtml } from './html-reader.ts';

/** The longest description a post's head derives from its excerpt or body, in characters. */
const DERIVED_DESCRIPTION_MAX = 160;

/** Text cut to at most `max` characters at a word boundary, with an ellipsis. */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max - 1)).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The description a post's head serves, and so the one the analysis checks, in the browser and on the server alike:
 * its meta description, else its excerpt, else its body's text (read block by block), cut to 160 characters.
 */
export function postHeadDescription(post: { metaDescription: string; excerpt: string; content: string }): string {
  if (post.metaDescription) return post.metaDescription;
  const source =
    post.excerpt ||
    readHtml(post.content)
      .blocks.map((block) => block.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  return clipAtWord(source, DERIVED_DESCRIPTION_MAX);
}
