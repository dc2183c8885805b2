// What the analysis reads of a page as rendered: the head's title and description, and the innerHTML of <main>.
import { decodeEntities } from '@app/seo-analysis';

/** The parts of a rendered page the analysis reads. */
export interface RenderedPage {
  title: string;
  description: string;
  /** The innerHTML of the page's <main> element, or null when it rendered none. */
  main: string | null;
}

/** The innerHTML of the first <main> element (the app renders one per page, with no <main> inside it). */
export function mainInnerHtml(html: string): string | null {
  const open = /<main(?:\s[^>]*)?>/i.exec(html);
  if (!open) return null;
  const start = open.index + open[0].length;
  const end = html.toLowerCase().indexOf('</main>', start);
  return end < 0 ? null : html.slice(start, end);
}

/** The title, description and <main> of a whole rendered HTML page, entities in the head decoded. */
export function readRenderedPage(html: string): RenderedPage {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
  return { title: decodeEntities(title).trim(), description: decodeEntities(description).trim(), main: mainInnerHtml(html) };
}
