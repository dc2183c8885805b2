import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import type { WordPressImages } from './wordpress-images.ts';
import type { WxrItem } from './wxr-document.ts';
import { paragraphs } from './wxr-mapping.ts';
import { convertContent, type WxrAttachment } from './wxr-shortcodes.ts';

/** What reading an item's body needs: the export's attachments, the import's images, and the shortcodes met so far. */
export interface BodyContext {
  attachments: Map<number, WxrAttachment>;
  images: WordPressImages;
  /** Shortcodes with no equivalent here, over the whole import: name to how often met. */
  unknownShortcodes: Map<string, number>;
}

/** Shortcode names with their counts, for a note: `[foo] ×2, [bar] ×1`, the most used first. */
export function shortcodeCounts(counts: ReadonlyMap<string, number>): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, times]) => `[${name}] ×${times}`)
    .join(', ');
}

/**
 * An item's body (a post's or a page's) as sanitised article HTML: shortcodes and Gutenberg blocks converted,
 * classic paragraphs made, images brought into the media library (or marked missing); what happened on the way is
 * added to `notes`.
 */
export async function importedBody(context: BodyContext, item: WxrItem, notes: string[]): Promise<string> {
  const unknown = new Map<string, number>();
  const converted = convertContent(item.content, { attachments: context.attachments, postId: item.postId, unknown });
  const body = await context.images.rewriteBody(paragraphs(converted), notes);
  if (unknown.size > 0) {
    notes.push(`Shortcodes this site has no equivalent for were replaced by their inner text: ${shortcodeCounts(unknown)}.`);
    for (const [name, times] of unknown) context.unknownShortcodes.set(name, (context.unknownShortcodes.get(name) ?? 0) + times);
  }
  return sanitizeArticleHtml(body);
}
