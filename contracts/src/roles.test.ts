import { describe, expect, it } from 'vitest';
import { isStaff, may, roleAtLeast, roleLabel, roleNeededMessage, roleWithArticle, staffRoles, userRoles } from './roles.ts';

describe('the role ladder', () => {
  it('ranks each staff role above the ones before it; a customer, an unknown role or nobody is below all', () => {
    for (const [rank, role] of staffRoles.entries()) {
      for (const [other, min] of staffRoles.entries()) expect(roleAtLeast(role, min), `${role} ≥ ${min}`).toBe(rank >= other);
    }
    for (const outsider of ['user', 'admin', '', null, undefined]) {
      expect(roleAtLeast(outsider, 'contributor')).toBe(false);
      expect(isStaff(outsider)).toBe(false);
    }
    expect(userRoles.filter(isStaff)).toEqual([...staffRoles]);
  });

  it('says what each role may use', () => {
    expect(may('contributor', 'posts')).toBe(true);
    expect(may('contributor', 'publishPosts')).toBe(false);
    expect(may('author', 'uploadMedia')).toBe(true);
    expect(may('author', 'allContent')).toBe(false);
    expect(may('editor', 'manageSite')).toBe(false);
    expect(may('administrator', 'manageSite')).toBe(true);
    expect(may('administrator', 'ownSite')).toBe(false);
    expect(may('owner', 'ownSite')).toBe(true);
  });

  it('names roles and what a refused call needs in words a person can act on', () => {
    expect(roleLabel('user')).toBe('Customer');
    expect(roleLabel('administrator')).toBe('Administrator');
    expect(roleWithArticle('editor')).toBe('an editor');
    expect(roleWithArticle('contributor')).toBe('a contributor');
    expect(roleNeededMessage('editor')).toBe('This action needs an editor or higher role.');
    expect(roleNeededMessage('author')).toBe('This action needs an author or higher role.');
    expect(roleNeededMessage('contributor')).toBe('This action needs a staff account (contributor or higher).');
    expect(roleNeededMessage('administrator')).toBe('This action needs an administrator account.');
    expect(roleNeededMessage('owner')).toBe("This action needs the site's owner.");
  });
});
