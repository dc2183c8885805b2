import { READING_WORDS_PER_MINUTE, readTimeText } from '@app/contracts';
import { htmlToText } from '../content/html-sanitizer.ts';

/** The read time of an article's HTML: its words at about 220 a minute, rounded up, at least '1 min read'. */
export function computeReadTime(html: string): string {
  const text = htmlToText(html);
  const words = text === '' ? 0 : text.split(' ').length;
  return readTimeText(Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE)));
}
