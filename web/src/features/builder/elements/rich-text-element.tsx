import { useMemo } from 'react';
import { ArticleBody } from '../../../components/article-body.tsx';
import { useBuilderRender } from './builder-render-context.tsx';
import { lookProps, useElementLook } from './element-look.ts';
import { elementMarker, type ElementProps } from './element-props.ts';
import { cleanRichTextHtml } from './rich-text-html.ts';

/**
 * A rich text: its article HTML in the blog's typography (headings, links, lists, bold and italic), inside a box the
 * element's style places. On the public site (`richTextSanitised` in the render context) the HTML is the server's,
 * sanitised with the blog's allow-list; on the builder's canvas it may be what was just typed, so it is cleaned here
 * with the same allow-list first.
 */
export function RichTextElement({ element, rowStackOn }: ElementProps) {
  const sanitised = useBuilderRender().richTextSanitised === true;
  const content = element.content ?? '';
  const html = useMemo(() => (sanitised ? content : cleanRichTextHtml(content)), [sanitised, content]);
  return (
    <div {...elementMarker(element)} {...lookProps(useElementLook(element, rowStackOn), 'min-w-0')}>
      <ArticleBody html={html} />
    </div>
  );
}
