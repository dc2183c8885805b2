import { describe, expect, it } from 'vitest';
import { withNotice } from './form-post.ts';

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
