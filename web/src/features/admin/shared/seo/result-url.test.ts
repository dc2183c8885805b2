import { describe, expect, it } from 'vitest';
import { resultBreadcrumbs } from './result-url.ts';

describe('resultBreadcrumbs', () => {
  it("shows the host and the path's segments as breadcrumbs", () => {
    expect(resultBreadcrumbs('https://www.localrank.example', '/blog/local-seo-tips')).toBe('localrank.example › blog › local-seo-tips');
    expect(resultBreadcrumbs('http://127.0.0.1:3313', '/pricing')).toBe('127.0.0.1:3313 › pricing');
  });

  it('shows the host alone for the home page', () => {
    expect(resultBreadcrumbs('https://localrank.example', '/')).toBe('localrank.example');
    expect(resultBreadcrumbs('https://localrank.example', '')).toBe('localrank.example');
  });

  it("shows a canonical URL on another address with that address's host, and decodes segments", () => {
    expect(resultBreadcrumbs('https://localrank.example', 'https://other.example/guides/caf%C3%A9')).toBe('other.example › guides › café');
  });

  it('gives the path as it is when there is no origin to read it against', () => {
    expect(resultBreadcrumbs('null', '/pricing')).toBe('/pricing');
  });
});
