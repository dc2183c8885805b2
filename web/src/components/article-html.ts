// The public form of an article's sanitised HTML (the article HTML format of issue 29): video
// figures become click-to-load cards, and tables and code blocks scroll sideways on their own.
import { VIDEO_PROVIDER_NAMES, videoEmbedOf } from '@app/contracts/video-url';
import { VIDEO_CARD_ATTRIBUTE, VIDEO_PLAYER_ATTRIBUTE } from './video-card-behaviour.ts';

// A video figure as the sanitiser writes it: the pair and nothing else on the tag (html-sanitizer.ts).
const VIDEO_FIGURE = /<figure data-embed="([a-z]+)" data-embed-id="([^"<>]*)">([\s\S]*?)<\/figure>/g;
const CAPTION = /<figcaption>[\s\S]*?<\/figcaption>/;

/** The player a click loads: the embed's privacy-friendly player, starting at once. */
function autoplayUrl(playerUrl: string): string {
  return `${playerUrl}${playerUrl.includes('?') ? '&' : '?'}autoplay=1`;
}

/**
 * A stored video figure as its card: a "Play video" button (hidden without script), a line saying where the video
 * comes from, the link to watch it on YouTube or Vimeo, and the stored caption. Nothing comes from the provider
 * until the button is pressed. A pair that is not a YouTube or Vimeo id is left as it was; one that is can hold
 * nothing to escape (an id is letters, digits, '_' and '-'), nor can the URLs made of it.
 */
function videoCard(figure: string, provider: string, id: string, inner: string): string {
  const embed = videoEmbedOf(provider, id);
  if (embed === null) return figure;
  const name = VIDEO_PROVIDER_NAMES[embed.provider];
  const caption = CAPTION.exec(inner)?.[0] ?? '';
  return (
    `<figure data-embed="${embed.provider}" data-embed-id="${embed.id}">` +
    `<div ${VIDEO_CARD_ATTRIBUTE} class="flex aspect-video flex-col items-center justify-center gap-3 rounded-2xl border border-white/10 bg-night-800 p-6 text-center">` +
    `<button type="button" ${VIDEO_PLAYER_ATTRIBUTE}="${autoplayUrl(embed.playerUrl)}" data-video-title="Video from ${name}" aria-label="Play video from ${name}" ` +
    'class="inline-flex cursor-pointer items-center gap-2 rounded-full bg-primary px-5 py-2.5 text-base font-semibold text-white hover:bg-primary-hover noscript:hidden">' +
    '<span aria-hidden="true">▶</span>Play video</button>' +
    `<p class="m-0 text-sm leading-6 text-slate-400 noscript:hidden">Playing loads the video from ${name}.</p>` +
    `<a href="${embed.watchUrl}">Watch on ${name}</a></div>${caption}</figure>`
  );
}

/**
 * The public form of sanitised article HTML: each YouTube or Vimeo figure becomes its click-to-load card, each table
 * sits in a region that scrolls sideways (focusable, so the keyboard can scroll it), and each code block is
 * focusable for the same reason. Only ever given HTML the server has sanitised.
 */
export function articleHtml(html: string): string {
  return (
    html
      // An image the WordPress import could not bring in has no src (the server leaves it out of public pages; the
      // admin's preview shows the post as visitors will).
      .replace(/<img data-missing-src="[^"]*"[^>]*>/g, '')
      .replace(VIDEO_FIGURE, videoCard)
      .replace(/<table>/g, '<div class="overflow-x-auto" role="region" aria-label="Table" tabindex="0"><table>')
      .replace(/<\/table>/g, '</table></div>')
      .replace(/<pre(?=[ >])/g, '<pre tabindex="0"')
  );
}
