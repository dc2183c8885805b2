import { describe, expect, it } from 'vitest';
import { inAppLink } from './in-app-link.ts';

describe('inAppLink', () => {
  it('splits an in-app path into the path and its search params', () => {
    expect(inAppLink('/admin/team?search=bob')).toEqual({ to: '/admin/team', search: { search: 'bob' } });
    expect(inAppLink('/admin/team')).toEqual({ to: '/admin/team', search: {} });
  });

  it('decodes the search params', () => {
    expect(inAppLink('/admin/team?search=b%C3%B8b%20smith')).toEqual({ to: '/admin/team', search: { search: 'bøb smith' } });
  });

  it('refuses anything that leaves the app', () => {
    expect(inAppLink('https://example.com/admin/team')).toBeNull();
    expect(inAppLink('//example.com/admin/team')).toBeNull();
    expect(inAppLink('/\\example.com')).toBeNull();
    expect(inAppLink('javascript:alert(1)')).toBeNull();
    expect(inAppLink('admin/team')).toBeNull();
    expect(inAppLink('')).toBeNull();
  });
});
