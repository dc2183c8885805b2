/** A video service whose player an article or builder page may embed. */
export type VideoProvider = 'youtube' | 'vimeo';

/** The name of each video service, as a person reads it ("Watch on YouTube"). */
export const VIDEO_PROVIDER_NAMES: Readonly<Record<VideoProvider, string>> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * An article's stored video embed (docs: the article HTML format): the service, the video's id, the link to
 * watch it on the service, and its privacy-friendly player (youtube-nocookie.com, Vimeo with dnt=1), not autoplaying.
 */
export interface VideoEmbed {
  readonly provider: VideoProvider;
  readonly id: string;
  readonly watchUrl: string;
  readonly playerUrl: string;
}

/** A video URL the video element can play: an embed of YouTube (privacy-enhanced) or Vimeo, or an MP4 file. */
export type VideoSource =
  | { readonly kind: 'youtube'; readonly embedUrl: string }
  | { readonly kind: 'vimeo'; readonly embedUrl: string }
  | { readonly kind: 'mp4'; readonly src: string };

/** The WHATWG URL parser, which browsers and Node both have (this package loads neither's types): what it reads of one. */
interface ParsedUrl {
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly username: string;
  readonly password: string;
  readonly href: string;
  readonly searchParams: { get(name: string): string | null };
}
declare const URL: new (input: string) => ParsedUrl;

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

function youtubeId(url: ParsedUrl): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v' ? id : undefined;
}

function vimeoId(url: ParsedUrl): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const parts = url.pathname.split('/').filter((part) => part !== '');
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined;
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, vimeo.com/groups/x/videos/123: the id is the last number.
  return parts.at(-1);
}

/** Which video a YouTube or Vimeo link shows, if it is one. */
function videoIdOf(url: ParsedUrl): { provider: VideoProvider; id: string } | null {
  const youtube = youtubeId(url);
  if (youtube !== undefined && YOUTUBE_ID.test(youtube)) return { provider: 'youtube', id: youtube };
  const vimeo = vimeoId(url);
  if (vimeo !== undefined && VIMEO_ID.test(vimeo)) return { provider: 'vimeo', id: vimeo };
  return null;
}

/** An http(s) URL, or null. */
function webUrl(value: string | undefined): ParsedUrl | null {
  try {
    const url = new URL(value?.trim() ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The embed of a stored `data-embed` / `data-embed-id` pair, or null when the provider is not YouTube or Vimeo
 * or the id is not one of theirs (YouTube `^[A-Za-z0-9_-]{11}$`, Vimeo `^\d{1,12}$`).
 */
export function videoEmbedOf(provider: string | undefined, id: string | undefined): VideoEmbed | null {
  if (id === undefined) return null;
  if (provider === 'youtube' && YOUTUBE_ID.test(id)) {
    return {
      provider,
      id,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
      playerUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    };
  }
  if (provider === 'vimeo' && VIMEO_ID.test(id)) {
    return { provider, id, watchUrl: `https://vimeo.com/${id}`, playerUrl: `https://player.vimeo.com/video/${id}?dnt=1` };
  }
  return null;
}

/** The stored embed of a YouTube or Vimeo link (any form `parseVideoUrl` reads), or null for anything else. */
export function parseVideoEmbed(value: string | undefined): VideoEmbed | null {
  const url = webUrl(value);
  const video = url === null ? null : videoIdOf(url);
  return video === null ? null : videoEmbedOf(video.provider, video.id);
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
  const url = webUrl(input);
  if (url === null) return null;
  const video = videoIdOf(url);
  if (video?.provider === 'youtube') return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${video.id}` };
  if (video?.provider === 'vimeo') return { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${video.id}` };
  if (url.protocol === 'https:' && url.username === '' && url.password === '' && url.pathname.toLowerCase().endsWith('.mp4')) {
    return { kind: 'mp4', src: url.href };
  }
  return null;
}
