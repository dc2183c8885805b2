// The builder's rich text elements (type 'richtext') hold article HTML: sanitised with the blog's allow-list when a
// command stores it and again whenever a page is served, so no unsanitised HTML reaches a page.
import { getElement, type BuilderElement, type BuilderPage, type Command } from '@app/builder-engine';
import { sanitizeArticleHtml, sanitizePublicArticleHtml } from '../content/html-sanitizer.ts';

/** The tree with every rich text's HTML passed through `clean` (the very same list when it holds no rich text). */
export function mapRichText(elements: readonly BuilderElement[], clean: (html: string) => string): readonly BuilderElement[] {
  let changed = false;
  const next = elements.map((element) => {
    const children = mapRichText(element.children, clean);
    const content = element.type === 'richtext' && element.content !== undefined ? clean(element.content) : element.content;
    if (children === element.children && content === element.content) return element;
    changed = true;
    return { ...element, ...(content === undefined ? {} : { content }), children };
  });
  return changed ? next : elements;
}

/**
 * A command with the rich text HTML it brings sanitised (sanitizeArticleHtml, as a blog post's body is on save): an
 * add's rich texts, and an update of a rich text's content on `page` (the page it applies to). Other commands, and
 * those that bring no rich text, come back as they are. A text edit of a rich text's content never gets here: the
 * engine refuses it.
 */
export function cleanRichTextCommand(command: Command, page: BuilderPage): Command {
  if (command.kind === 'add') {
    const [element] = mapRichText([command.element], sanitizeArticleHtml);
    return element === command.element || element === undefined ? command : { ...command, element };
  }
  if (command.kind === 'update' && typeof command.changes.content === 'string' && getElement(page, command.id)?.type === 'richtext') {
    const content = sanitizeArticleHtml(command.changes.content);
    return content === command.changes.content ? command : { ...command, changes: { ...command.changes, content } };
  }
  return command;
}

/**
 * A published (or previewed) tree as the public site may draw it: every rich text's HTML through the same sanitiser
 * as a blog article's body (sanitizePublicArticleHtml: an image the import could not bring in is left out).
 */
export function publicRichText(elements: readonly BuilderElement[]): readonly BuilderElement[] {
  return mapRichText(elements, sanitizePublicArticleHtml);
}
