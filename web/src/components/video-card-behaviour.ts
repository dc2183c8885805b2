// An article's click-to-load video card, as DOM behaviour with no framework: the islands runtime listens for it on
// public pages, and ArticleBody in the app (the admin's preview). The card comes from article-html.ts.

/** Marks a video card's play button; its value is the player to load. */
export const VIDEO_PLAYER_ATTRIBUTE = 'data-video-player';
/** Marks the part of a video card that the player replaces (the caption stays). */
export const VIDEO_CARD_ATTRIBUTE = 'data-video-card';

// Only these players are ever loaded (the CSP's frame-src allows no others).
const PLAYER = /^https:\/\/(?:www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\/[\w-]+\?[\w=&]*$/;

/**
 * When `target` is (inside) a video card's play button, replaces the card by its player (a youtube-nocookie or
 * Vimeo iframe that starts playing) and moves focus into it; the caption stays. Anything else is left alone.
 */
export function playVideoCard(target: EventTarget | null): void {
  const button = target instanceof Element ? target.closest<HTMLElement>(`[${VIDEO_PLAYER_ATTRIBUTE}]`) : null;
  const src = button?.dataset.videoPlayer ?? '';
  if (!button || !PLAYER.test(src)) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = button.dataset.videoTitle ?? 'Video';
  frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
  frame.setAttribute('allowfullscreen', '');
  frame.className = 'aspect-video w-full rounded-2xl border-0';
  (button.closest(`[${VIDEO_CARD_ATTRIBUTE}]`) ?? button).replaceWith(frame);
  frame.focus();
}
