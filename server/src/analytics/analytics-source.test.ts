// The analytics' pure parts: where a view came from, which device, what a beacon says, which paths are pages, and
// the days a range covers.
import { describe, expect, it } from 'vitest';
import { coverOf, pointsOf, rangesOf } from './analytics-range.ts';
import { beaconOf, isPublicPagePath } from './analytics.plugin.ts';
import { deviceOf, viewSourceOf } from './page-view-source.ts';

const SITE = 'localrank.example';
const none = new URLSearchParams();

describe('where a page view came from', () => {
  it('groups a referrer by its host: search engines, social sites, webmail, this site, other sites, none', () => {
    expect(viewSourceOf('https://www.google.com/', SITE, none)).toEqual({ source: 'Google', group: 'search', campaign: null });
    expect(viewSourceOf('https://www.google.co.uk/search?q=x', SITE, none).source).toBe('Google');
    expect(viewSourceOf('https://www.bing.com/search?q=maps', SITE, none).group).toBe('search');
    expect(viewSourceOf('https://duckduckgo.com/', SITE, none).source).toBe('DuckDuckGo');
    expect(viewSourceOf('https://l.facebook.com/l.php?u=x', SITE, none)).toMatchObject({ source: 'Facebook', group: 'social' });
    expect(viewSourceOf('https://t.co/abc', SITE, none)).toMatchObject({ source: 'X (Twitter)', group: 'social' });
    expect(viewSourceOf('https://mail.google.com/mail/u/0/', SITE, none)).toMatchObject({ source: 'Gmail', group: 'email' });
    expect(viewSourceOf(`https://${SITE}/pricing`, SITE, none).group).toBe('internal');
    expect(viewSourceOf('https://www.some-agency.co/blog/post?id=7', SITE, none)).toEqual({
      source: 'some-agency.co',
      group: 'referral',
      campaign: null,
    });
    expect(viewSourceOf(undefined, SITE, none)).toMatchObject({ source: 'Direct', group: 'direct' });
    expect(viewSourceOf('android-app://com.x', SITE, none).group).toBe('direct');
    expect(viewSourceOf('not a url', SITE, none).group).toBe('direct');
  });

  it('reads UTM parameters before the referrer: our newsletter, e-mail and social mediums, the campaign', () => {
    const utm = (query: string) => new URLSearchParams(query);
    expect(viewSourceOf(undefined, SITE, utm('utm_source=newsletter&utm_medium=email&utm_campaign=spring-audit'))).toEqual({
      source: 'Newsletter',
      group: 'newsletter',
      campaign: 'spring-audit',
    });
    expect(viewSourceOf('https://www.google.com/', SITE, utm('utm_source=mailchimp&utm_medium=email'))).toMatchObject({
      source: 'mailchimp',
      group: 'email',
    });
    expect(viewSourceOf(undefined, SITE, utm('utm_source=facebook&utm_medium=paid'))).toMatchObject({
      source: 'Facebook',
      group: 'social',
    });
    expect(viewSourceOf(undefined, SITE, utm('utm_source=partner&utm_medium=cpc')).group).toBe('search');
    expect(viewSourceOf(undefined, SITE, utm(`utm_campaign=${'x'.repeat(300)}`)).campaign).toHaveLength(100);
  });
});

describe('the device class', () => {
  it('tells desktops, phones and tablets apart, and believes the browser’s mobile hint', () => {
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36', undefined)).toBe('desktop');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', undefined)).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36', undefined)).toBe(
      'mobile',
    );
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15', undefined)).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/140.0 Safari/537.36', undefined)).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', '?1')).toBe('mobile');
  });
});

describe('a beacon and the paths counted', () => {
  it('reads {p, t}: a path of this site and a time, capped at six hours; anything else is no beacon', () => {
    expect(beaconOf('{"p":"/pricing","t":12345.6}')).toEqual({ path: '/pricing', ms: 12346 });
    expect(beaconOf('{"p":"/blog?q=x","t":1}')).toEqual({ path: '/blog', ms: 1 });
    expect(beaconOf('{"p":"/x","t":99999999999}')!.ms).toBe(6 * 60 * 60 * 1000);
    for (const body of [
      '',
      'nope',
      '[]',
      '{"p":"https://evil.example/","t":1}',
      '{"p":"//evil.example","t":1}',
      '{"p":"/x","t":-1}',
      '{"p":"/x"}',
      5,
    ])
      expect(beaconOf(body)).toBeNull();
  });

  it('counts public pages only: not APIs, files, the admin area, previews or the dashboard', () => {
    for (const path of ['/', '/pricing', '/blog', '/blog/some-post', '/auth', '/contact']) expect(isPublicPagePath(path)).toBe(true);
    for (const path of ['/api/user', '/trpc/x', '/admin', '/admin/analytics', '/preview/abc', '/dashboard', '/dashboard/settings'])
      expect(isPublicPagePath(path)).toBe(false);
    for (const path of ['/assets/app-1234.js', '/favicon.ico', '/robots.txt', '/sitemap.xml']) expect(isPublicPagePath(path)).toBe(false);
  });
});

describe('the days a range covers', () => {
  const at = new Date('2026-12-06T15:30:00Z');

  it('compares today with yesterday by hour, days with as many days before, 12 months with the 12 before', () => {
    expect(rangesOf({ range: 'today' }, at)).toEqual({
      current: { from: '2026-12-06', to: '2026-12-06', grain: 'hour' },
      previous: { from: '2026-12-05', to: '2026-12-05', grain: 'hour' },
    });
    expect(rangesOf({ range: '7d' }, at)).toEqual({
      current: { from: '2026-11-30', to: '2026-12-06', grain: 'day' },
      previous: { from: '2026-11-23', to: '2026-11-29', grain: 'day' },
    });
    expect(rangesOf({ range: '12m' }, at)).toEqual({
      current: { from: '2026-01-01', to: '2026-12-06', grain: 'month' },
      previous: { from: '2025-01-01', to: '2025-12-31', grain: 'month' },
    });
    expect(rangesOf({ range: 'custom', from: '2026-01-01', to: '2026-06-30' }, at).current.grain).toBe('month');
    expect(rangesOf({ range: 'custom', from: '2026-03-01', to: '2026-03-10' }, at).previous).toEqual({
      from: '2026-02-19',
      to: '2026-02-28',
      grain: 'day',
    });
  });

  it('charts every hour, day or month of a range, and reads whole months from their month rows', () => {
    expect(pointsOf({ from: '2026-12-06', to: '2026-12-06', grain: 'hour' })).toHaveLength(24);
    expect(pointsOf({ from: '2026-11-30', to: '2026-12-06', grain: 'day' })[6]).toBe('2026-12-06T00:00:00.000Z');
    expect(pointsOf({ from: '2026-01-01', to: '2026-12-06', grain: 'month' })).toHaveLength(12);
    expect(coverOf({ from: '2026-01-15', to: '2026-04-10' })).toEqual({
      months: ['2026-02-01', '2026-03-01'],
      days: [
        ['2026-01-15', '2026-02-01'],
        ['2026-04-01', '2026-04-11'],
      ],
    });
    expect(coverOf({ from: '2026-12-01', to: '2026-12-06' })).toEqual({ months: [], days: [['2026-12-01', '2026-12-07']] });
    expect(coverOf({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ months: ['2026-01-01'], days: [] });
    // A month not yet counted (its last day not final) is read from its days.
    expect(coverOf({ from: '2026-01-01', to: '2026-01-31' }, '2026-01-31')).toEqual({ months: [], days: [['2026-01-01', '2026-02-01']] });
    expect(coverOf({ from: '2026-01-01', to: '2026-01-31' }, '2026-02-01')).toEqual({ months: ['2026-01-01'], days: [] });
  });
});
