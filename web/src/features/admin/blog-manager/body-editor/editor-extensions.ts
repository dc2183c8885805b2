import { Extension, type Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { MediaFigure } from './media-figure.ts';
import { MissingImage } from './missing-image.ts';
import { isSafeHref } from './safe-href.ts';
import { VideoEmbed } from './video-embed.ts';

/** Ctrl/Cmd+K: asks the editor's owner to open its link dialog. */
function linkShortcut(onLinkShortcut: () => void) {
  return Extension.create({
    name: 'linkShortcut',
    addKeyboardShortcuts() {
      return {
        'Mod-k': () => {
          onLinkShortcut();
          return true;
        },
      };
    },
  });
}

/**
 * The post body editor's schema and behaviour: paragraphs, headings 2-4, bold, italic, links (safe targets only, no
 * target or rel unless asked for), lists, quotes, code and code blocks, rules, tables, image figures (and images the WordPress import could not bring in, to upload again) and video embeds,
 * with TipTap's history and Markdown input rules (`## `, `- `, `1. `, `> `, `**bold**`, `*italic*`, backticks, ```` ``` ````,
 * `---`).
 */
export function postBodyExtensions(onLinkShortcut: () => void): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        // Not autolink: an autolinking mark is inclusive, so text typed after a link would join it.
        autolink: false,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isSafeHref(url),
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    MediaFigure,
    MissingImage,
    VideoEmbed,
    linkShortcut(onLinkShortcut),
  ];
}
