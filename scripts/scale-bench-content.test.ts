import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '@app/contracts/blog-post';
import { BODY_ONLY_FROM, COMMON_WORD, PHRASE, scalePost, WORDS } from './scale-bench-content.ts';
import { listedSlugs, typoOf } from './scale-bench-search.ts';

const NOW = Date.parse('2026-12-01T00:00:00Z');
const POSTS = Array.from({ length: 400 }, (_, index) => scalePost(index + 1, NOW));
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ');
const holds = (text: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(text);

describe('the scale benchmark posts', () => {
  it('draws from a few thousand distinct words', () => {
    expect(WORDS.length).toBeGreaterThan(2500);
    expect(new Set(WORDS).size).toBe(WORDS.length);
  });

  it('are the same for the same number', () => {
    expect(scalePost(7, NOW)).toEqual(scalePost(7, NOW));
    expect(scalePost(7, NOW).content).not.toBe(scalePost(8, NOW).content);
  });

  it('have bodies of 620 to 1,600 words in paragraphs, 1 or 2 known categories, dates in the ten years before', () => {
    const labels: string[] = BLOG_CATEGORIES.map((category) => category.label);
    for (const post of POSTS) {
      const words = plain(post.content).split(/\s+/).filter(Boolean).length;
      expect(words).toBe(post.wordCount);
      expect(words).toBeGreaterThanOrEqual(620);
      expect(words).toBeLessThanOrEqual(1600);
      expect(post.content.startsWith('<p>')).toBe(true);
      expect(post.categories.length === 1 || post.categories.length === 2).toBe(true);
      expect(new Set(post.categories).size).toBe(post.categories.length);
      for (const category of post.categories) expect(labels).toContain(category);
      if (post.status === 'published') {
        const at = Date.parse(post.publishedAt!);
        expect(at).toBeLessThanOrEqual(NOW);
        expect(at).toBeGreaterThan(NOW - 10.01 * 365.25 * 24 * 3600 * 1000);
      } else expect(post.publishedAt).toBeNull();
    }
  });

  it('are about 1 in 10 drafts', () => {
    const drafts = POSTS.filter((post) => post.status === 'draft').length;
    expect(drafts).toBeGreaterThan(20);
    expect(drafts).toBeLessThan(60);
  });

  it('put the common word and the phrase in many posts, and a rare word in few', () => {
    const share = (test: (text: string) => boolean) => POSTS.filter((post) => test(plain(post.content))).length / POSTS.length;
    expect(share((text) => holds(text, COMMON_WORD))).toBeGreaterThan(0.8);
    expect(share((text) => text.includes(PHRASE))).toBeGreaterThan(0.2);
    expect(share((text) => holds(text, WORDS.at(-1)!))).toBeLessThan(0.1);
  });

  it('keep the rarest words out of titles and excerpts', () => {
    const bodyOnly = new Set(WORDS.slice(BODY_ONLY_FROM));
    for (const post of POSTS) {
      for (const word of `${post.title} ${post.excerpt}`.toLowerCase().split(/[^a-z]+/)) expect(bodyOnly.has(word)).toBe(false);
    }
    expect(
      POSTS.some((post) =>
        plain(post.content)
          .split(/[^a-z]+/)
          .some((word) => bodyOnly.has(word)),
      ),
    ).toBe(true);
  });
});

describe('the search kinds', () => {
  it('make a typo by swapping two middle letters, or changing one when they are the same', () => {
    expect(typoOf('harbour')).toBe('habrour');
    expect(typoOf('business')).toBe('busniess');
    expect(typoOf('coffee')).toBe('coefee');
  });

  it('read the articles a results page links to', () => {
    const html =
      '<a href="/blog/page/2">2</a><a href="/blog/a-post">A</a><a href="/blog/a-post">A</a><a href="/blog/category/local-seo">x</a>';
    expect(listedSlugs(html)).toEqual(['a-post']);
  });
});
