/** A video URL the video element can play: an embed of YouTube (privacy-enhanced) or Vimeo, or an MP4 file. */
export type VideoSource =
  | { readonly kind: 'youtube'; readonly embedUrl: string }
  | { readonly kind: 'vimeo'; readonly embedUrl: string }
  | { readonly kind: 'mp4'; readonly src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const SITE_MP4_PATH = /^\/(?![/\\])[A-Za-z0-9._~!$&'()*+,=:@%/-]*\.mp4$/i;

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v' ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const parts = url.pathname.split('/').filter((part) => part !== '');
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined;
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, vimeo.com/groups/x/videos/123: the id is the last number.
  return parts.at(-1);
}

/**
 * Parses a video element's URL into something safe to embed: a YouTube link becomes
 * https://www.youtube-nocookie.com/embed/ID, a Vimeo link https://player.vimeo.com/video/ID, and an
 * .mp4 file over https or on this site a plain video source. Anything else is null ('Unsupported video URL').
 */
export function parseVideoUrl(value: string | undefined): VideoSource | null {
  const input = value?.trim() ?? '';
  if (input === '') return null;
  if (SITE_MP4_PATH.test(input)) return { kind: 'mp4', src: input };
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube !== undefined && YOUTUBE_ID.test(youtube))
    return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo !== undefined && VIMEO_ID.test(vimeo)) return { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  if (url.protocol === 'https:' && url.username === '' && url.password === '' && url.pathname.toLowerCase().endsWith('.mp4')) {
    return { kind: 'mp4', src: url.href };
  }
  return null;
}
