import { describe, expect, it } from 'vitest';
import { sameSitePath, withNotice } from './form-post.ts';

describe('withNotice', () => {
  it('adds the notice to a path, keeping its query and fragment', () => {
    expect(withNotice('/', 'signed-in')).toBe('/?notice=signed-in');
    expect(withNotice('/blog?q=maps&category=tutorials', 'subscribed')).toBe('/blog?q=maps&category=tutorials&notice=subscribed');
    expect(withNotice('/landing#form-3', 'message-sent')).toBe('/landing?notice=message-sent#form-3');
  });

  it('replaces a notice the path already carries instead of adding a second', () => {
    expect(withNotice('/about?notice=subscribed&x=1', 'message-sent')).toBe('/about?x=1&notice=message-sent');
  });
});

describe('sameSitePath', () => {
  it('keeps a path on this site, with its query and fragment, in the form a browser reads it', () => {
    expect(sameSitePath('/blog?q=maps&notice=x', '/')).toBe('/blog?q=maps&notice=x');
    expect(sameSitePath('/call-me#element-1', '/')).toBe('/call-me#element-1');
    expect(sameSitePath('/blog/caf%C3%A9', '/')).toBe('/blog/caf%C3%A9');
    expect(sameSitePath('/sale/50%25-off', '/')).toBe('/sale/50%25-off');
    expect(sameSitePath('/a/./b/../c', '/')).toBe('/a/c');
    expect(sameSitePath('/reset-password?token=abc', '/')).toBe('/reset-password?token=abc');
  });

  it('gives the fallback for a path that another site hides behind once normalised', () => {
    for (const path of [
      '/.//evil.example/x',
      '/%2e//evil.example/x',
      '/%2e%2e/%2fevil.example',
      '/%252f/evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '//evil.example',
      'https://evil.example',
      7,
    ]) {
      expect(sameSitePath(path, '/fallback'), String(path)).toBe('/fallback');
    }
  });
});
