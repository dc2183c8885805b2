import { describe, expect, it } from 'vitest';
import { parseVideoEmbed, parseVideoUrl, videoEmbedOf } from './video-url.ts';

const youtube = { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
const vimeo = { kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' };

describe('parseVideoUrl', () => {
  it('turns every YouTube link form into a privacy-enhanced embed', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      ' http://www.youtube.com/watch?v=dQw4w9WgXcQ ',
    ]) {
      expect(parseVideoUrl(url)).toEqual(youtube);
    }
  });

  it('turns Vimeo links into a player embed', () => {
    for (const url of [
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871?h=abc',
      'https://vimeo.com/channels/staffpicks/76979871',
    ]) {
      expect(parseVideoUrl(url)).toEqual(vimeo);
    }
  });

  it('plays .mp4 files over https or from this site', () => {
    expect(parseVideoUrl('https://cdn.example.com/intro.MP4')).toEqual({ kind: 'mp4', src: 'https://cdn.example.com/intro.MP4' });
    expect(parseVideoUrl('/media/intro.mp4')).toEqual({ kind: 'mp4', src: '/media/intro.mp4' });
  });

  it('refuses everything else', () => {
    for (const url of [
      undefined,
      '',
      'javascript:alert(1)//.mp4',
      'http://cdn.example.com/intro.mp4',
      'https://user:pw@cdn.example.com/intro.mp4',
      '//cdn.example.com/intro.mp4',
      'data:video/mp4;base64,AAAA',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/about',
      'https://example.com/video.webm',
      'not a url',
    ]) {
      expect(parseVideoUrl(url)).toBeNull();
    }
  });
});

describe('parseVideoEmbed', () => {
  it('gives the stored embed of a YouTube link', () => {
    expect(parseVideoEmbed('https://youtu.be/dQw4w9WgXcQ?t=3')).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      playerUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });

  it('gives the stored embed of a Vimeo link', () => {
    expect(parseVideoEmbed('https://player.vimeo.com/video/76979871?h=abc')).toEqual({
      provider: 'vimeo',
      id: '76979871',
      watchUrl: 'https://vimeo.com/76979871',
      playerUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
  });

  it('is null for an MP4 file, another site or no URL', () => {
    for (const url of [
      undefined,
      '',
      '/media/intro.mp4',
      'https://cdn.example.com/a.mp4',
      'https://vimeo.com/about',
      'javascript:alert(1)',
    ]) {
      expect(parseVideoEmbed(url)).toBeNull();
    }
  });
});

describe('videoEmbedOf', () => {
  it('accepts only a YouTube or Vimeo id of the right shape', () => {
    expect(videoEmbedOf('youtube', 'dQw4w9WgXcQ')?.watchUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(videoEmbedOf('vimeo', '76979871')?.playerUrl).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    for (const [provider, id] of [
      ['youtube', 'short'],
      ['youtube', 'dQw4w9WgXcQ"><x'],
      ['youtube', '76979871'],
      ['vimeo', 'dQw4w9WgXcQ'],
      ['vimeo', '1234567890123'],
      ['dailymotion', 'dQw4w9WgXcQ'],
      [undefined, 'dQw4w9WgXcQ'],
      ['youtube', undefined],
    ] as const) {
      expect(videoEmbedOf(provider, id)).toBeNull();
    }
  });
});
