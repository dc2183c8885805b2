import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href.ts';

describe('safeHref', () => {
  it('keeps site paths, anchors, mailto:, tel: and http(s) links', () => {
    for (const url of [
      '/',
      '/pricing',
      '#top',
      'mailto:hi@example.com',
      'tel:+441234567',
      'https://example.com/a?b=1',
      'http://example.com',
      'HTTPS://EXAMPLE.COM',
    ]) {
      expect(safeHref(url)).toBe(url);
    }
    expect(safeHref('  /about ')).toBe('/about');
  });

  it('refuses javascript: in any spelling, data:, other schemes, protocol-relative and relative links', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      'ftp://x',
      '//evil.example',
      '/\\evil.example',
      'pricing',
      '',
      undefined,
    ]) {
      expect(safeHref(url)).toBeUndefined();
    }
  });
});
