import { describe, expect, it } from 'vitest';
import { isKnownAppPath } from './site-routes.ts';

describe('isKnownAppPath', () => {
  it.each(['/', '/features', '/pricing/', '/blog', '/blog/some-post', '/admin/elementor/home', '/reset-password'])(
    'knows %s',
    (path) => expect(isKnownAppPath(path)).toBe(true),
  );
  it.each(['/nope', '/blog/a/b', '/featuresx', '/admin'])('does not know %s', (path) =>
    expect(isKnownAppPath(path)).toBe(false),
  );
});
