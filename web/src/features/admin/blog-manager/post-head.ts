import { readHtml } from '@app/seo-analysis';

/** The longest description a post's head derives from its excerpt or body, in characters. */
const DERIVED_DESCRIPTION_MAX = 160;

/** Text cut to at most `max` characters at a word boundary, with an ellipsis (as the server's head cuts it). */
function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max - 1)).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The description a post's head will serve, as the server derives it (postMetaDescription in
 * server/src/seo/resolve-page-meta.ts): its meta description, else its excerpt, else its body's text, cut to 160
 * characters. The body's text is read here by the analysis's HTML reader, block by block.
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
