// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { articleHtml } from './article-html.ts';
import { playVideoCard } from './video-card-behaviour.ts';

const card = (provider: string, id: string) =>
  articleHtml(`<figure data-embed="${provider}" data-embed-id="${id}"><a href="#">Watch</a><figcaption>Launch</figcaption></figure>`);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('playVideoCard', () => {
  it('replaces the card by the Vimeo player, keeping the caption, and moves focus into it', () => {
    document.body.innerHTML = card('vimeo', '76979871');
    playVideoCard(document.querySelector('[data-video-player] span'));
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    expect(frame.title).toBe('Video from Vimeo');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(document.querySelector('button')).toBeNull();
    expect(document.querySelector('a')).toBeNull();
    expect(document.querySelector('figure > figcaption')?.textContent).toBe('Launch');
  });

  it('does nothing for a click elsewhere', () => {
    document.body.innerHTML = `<p>Text</p>${card('youtube', 'dQw4w9WgXcQ')}`;
    playVideoCard(document.querySelector('p'));
    playVideoCard(null);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('never loads a player from anywhere but youtube-nocookie.com or player.vimeo.com', () => {
    for (const src of [
      'https://evil.example/embed/x?autoplay=1',
      'javascript:alert(1)',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://player.vimeo.com.evil.example/video/1?autoplay=1',
      'https://www.youtube-nocookie.com/embed/../../x?autoplay=1',
    ]) {
      document.body.innerHTML = `<div data-video-card><button type="button" data-video-player="${src}">Play</button></div>`;
      playVideoCard(document.querySelector('button'));
      expect(document.querySelector('iframe'), src).toBeNull();
    }
  });
});
