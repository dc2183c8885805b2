import { describe, expect, it } from 'vitest';
import { postLockReason, submitsForReview } from './post-lock.ts';

describe('postLockReason', () => {
  it('locks a published or scheduled post for a contributor, saying to ask an editor', () => {
    expect(postLockReason('contributor', { status: 'published' }, null)).toBe('Published by an editor: ask an editor to change it.');
    expect(postLockReason('contributor', { status: 'scheduled' }, null)).toBe('Published by an editor: ask an editor to change it.');
  });

  it('locks a post in review for its contributor until withdrawn', () => {
    expect(postLockReason('contributor', { status: 'in_review' }, null)).toMatch(/^In review: .*Withdraw it/);
    expect(postLockReason('contributor', { status: 'draft' }, { state: 'sent_back', note: 'x', by: null, at: null })).toBeNull();
  });

  it('leaves authors and editors free to change what they open', () => {
    for (const role of ['author', 'editor', 'owner']) {
      expect(postLockReason(role, { status: 'published' }, null)).toBeNull();
      expect(postLockReason(role, { status: 'in_review' }, null)).toBeNull();
    }
  });

  it('has contributors, and only them, submit for review', () => {
    expect(submitsForReview('contributor')).toBe(true);
    expect(submitsForReview('author')).toBe(false);
    expect(submitsForReview('editor')).toBe(false);
    expect(submitsForReview(null)).toBe(false);
  });
});
