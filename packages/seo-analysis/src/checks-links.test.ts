import { describe, expect, it } from 'vitest';
import { classifyLink, linkAndImageChecks } from './checks-links.ts';
import { readDocument } from './document.ts';
import type { AnalysisInput, Rating } from './types.ts';

const input = (html: string, keyphrase = 'boiler repair'): AnalysisInput => ({
  keyphrase,
  seoTitle: '',
  metaDescription: '',
  slug: '',
  html,
  siteOrigin: 'https://www.localrank.example',
});
const ratings = (html: string, keyphrase?: string): Record<string, Rating> =>
  Object.fromEntries(linkAndImageChecks(input(html, keyphrase), readDocument(html)).map((c) => [c.id, c.rating]));

describe('classifyLink', () => {
  it.each([
    ['/blog/post', 'internal'],
    ['post', 'internal'],
    ['../about', 'internal'],
    ['?page=2', 'internal'],
    ['https://localrank.example/contact', 'internal'],
    ['HTTPS://WWW.LOCALRANK.EXAMPLE/', 'internal'],
    ['//localrank.example/x', 'internal'],
    ['https://moz.com/learn', 'outbound'],
    ['//cdn.example.org/x', 'outbound'],
    ['https://localrank.example.evil.com/', 'outbound'],
    ['#section', 'other'],
    ['mailto:hi@localrank.example', 'other'],
    ['tel:+441130000000', 'other'],
    ['javascript:void(0)', 'other'],
    ['', 'other'],
  ])('%s is %s', (href, expected) => {
    expect(classifyLink(href, 'https://www.localrank.example')).toBe(expected);
  });

  it('counts every absolute http link as outbound when no site origin is given', () => {
    expect(classifyLink('https://localrank.example/')).toBe('outbound');
    expect(classifyLink('/x')).toBe('internal');
  });
});

describe('link checks', () => {
  it('internal links: none bad, only nofollow ok, a followed one good', () => {
    expect(ratings('<p>text</p>')['internal-links']).toBe('bad');
    expect(ratings('<p><a href="/a" rel="nofollow">a</a></p>')['internal-links']).toBe('ok');
    expect(ratings('<p><a href="/a">a</a></p>')['internal-links']).toBe('good');
  });

  it('outbound links: none ok, only nofollow ok, a followed one good', () => {
    expect(ratings('<p><a href="/a">a</a></p>')['outbound-links']).toBe('ok');
    expect(ratings('<p><a href="https://moz.com" rel="sponsored">m</a></p>')['outbound-links']).toBe('ok');
    expect(ratings('<p><a href="https://moz.com">m</a></p>')['outbound-links']).toBe('good');
  });
});

describe('image alt check', () => {
  it('no image ok, one without alt bad, alts without the keyphrase ok, one with it good', () => {
    expect(ratings('<p>text</p>')['image-alt']).toBe('ok');
    expect(ratings('<img src="a" alt="Boiler repair van"><img src="b" alt="  ">')['image-alt']).toBe('bad');
    expect(ratings('<img src="a" alt="A van">')['image-alt']).toBe('ok');
    expect(ratings('<img src="a" alt="A van"><img src="b" alt="Repairing a boiler">')['image-alt']).toBe('good');
  });

  it('needs only alt texts when no keyphrase is set', () => {
    expect(ratings('<img src="a" alt="A van">', '')['image-alt']).toBe('good');
  });
});
