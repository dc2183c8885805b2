import { describe, expect, it } from 'vitest';
import { postHeadDescription } from './head-description.ts';

describe('postHeadDescription', () => {
  it('is the meta description when there is one, whatever its length', () => {
    const long = 'word '.repeat(60).trim();
    expect(postHeadDescription({ metaDescription: long, excerpt: 'Excerpt.', content: '' })).toBe(long);
  });

  it('is the excerpt when the meta description is empty, cut at a word within 160 characters', () => {
    expect(postHeadDescription({ metaDescription: '', excerpt: 'How reviews bring customers.', content: '<p>Body</p>' })).toBe(
      'How reviews bring customers.',
    );
    const excerpt = `${'Local search brings nearby customers, '.repeat(5)}and more.`;
    const cut = postHeadDescription({ metaDescription: '', excerpt, content: '' });
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/[\s,]…$/);
  });

  it("falls back to the body's text without its tags", () => {
    expect(
      postHeadDescription({ metaDescription: '', excerpt: '', content: '<h2>Start</h2><p>Local <strong>visitors</strong> read this.</p>' }),
    ).toBe('Start Local visitors read this.');
  });
});
