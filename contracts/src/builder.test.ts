import { describe, expect, it } from 'vitest';
import { isBuilderPagePath } from './builder.ts';

describe('isBuilderPagePath', () => {
  it('accepts / (home) and one-segment slugs that are not reserved', () => {
    for (const path of ['/', '/features', '/use-cases', '/spring-offer', '/offer-2026']) expect(isBuilderPagePath(path), path).toBe(true);
  });

  it('refuses reserved paths, /home (home lives at /), nested paths and malformed slugs', () => {
    for (const path of ['/home', '/blog', '/admin', '/contact', '/api', '/blog/post', '/Spring', '/spring-', '/features/', '', '/a b']) {
      expect(isBuilderPagePath(path), path).toBe(false);
    }
  });
});
