import { describe, expect, it } from 'vitest';
import {
  EMPTY_REDIRECT_DRAFT,
  checkDraft,
  draftForNotFound,
  draftForRule,
  importToast,
  matchOf,
  statusOf,
  takesTarget,
  targetText,
} from './redirect-draft.ts';

describe('draftForNotFound', () => {
  it('redirects the path, exact and 301, to its suggestion', () => {
    expect(draftForNotFound({ path: '/old-spring-offer', suggestion: '/blog/spring-offer' })).toEqual({
      source: '/old-spring-offer',
      match: 'exact',
      status: 301,
      target: '/blog/spring-offer',
    });
  });

  it('leaves the target empty without a suggestion', () => {
    expect(draftForNotFound({ path: '/nowhere', suggestion: null }).target).toBe('');
  });
});

describe('draftForRule', () => {
  it('takes the rule as it stands, without its counts', () => {
    const rule = { source: '/old-blog', match: 'prefix' as const, status: 302 as const, target: '/blog', hits: 4 };
    expect(draftForRule(rule)).toEqual({ source: '/old-blog', match: 'prefix', status: 302, target: '/blog' });
  });
});

describe('statusOf and matchOf', () => {
  it('read the values their selects offer', () => {
    expect(statusOf('302')).toBe(302);
    expect(statusOf('410')).toBe(410);
    expect(matchOf('prefix')).toBe('prefix');
  });

  it('fall back to a 301 and exact for anything else', () => {
    expect(statusOf('404')).toBe(301);
    expect(statusOf('')).toBe(301);
    expect(matchOf('regex')).toBe('exact');
  });
});

describe('takesTarget', () => {
  it('is false for a 410 alone', () => {
    expect(takesTarget(301)).toBe(true);
    expect(takesTarget(302)).toBe(true);
    expect(takesTarget(410)).toBe(false);
  });
});

describe('checkDraft', () => {
  it('sends a complete rule trimmed', () => {
    expect(checkDraft({ source: ' /old ', match: 'exact', status: 301, target: ' /pricing ' })).toEqual({
      ok: true,
      rule: { source: '/old', match: 'exact', status: 301, target: '/pricing' },
    });
  });

  it('drops the target a 410 kept from before', () => {
    expect(checkDraft({ source: '/gone', match: 'prefix', status: 410, target: '/pricing' })).toEqual({
      ok: true,
      rule: { source: '/gone', match: 'prefix', status: 410, target: '' },
    });
  });

  it('names the fields to fix in the contract’s words', () => {
    expect(checkDraft(EMPTY_REDIRECT_DRAFT)).toEqual({
      ok: false,
      errors: {
        source: 'Enter the path to redirect, starting with /.',
        target: 'Enter where the path goes: a path on this site or a full https:// address.',
      },
    });
    expect(checkDraft({ source: '/old', match: 'exact', status: 302, target: '   ' })).toEqual({
      ok: false,
      errors: { target: 'Enter where the path goes: a path on this site or a full https:// address.' },
    });
  });
});

describe('importToast', () => {
  it('counts the rules added', () => {
    expect(importToast({ created: 2, updated: 0 })).toEqual({ title: 'Imported 2 redirects' });
    expect(importToast({ created: 1, updated: 0 })).toEqual({ title: 'Imported 1 redirect' });
  });

  it('says how many of them replaced a rule', () => {
    expect(importToast({ created: 1200, updated: 3 })).toEqual({ title: 'Imported 1,203 redirects', description: '3 replaced' });
  });
});

describe('targetText', () => {
  it('shows the address, or that a 410 goes nowhere', () => {
    expect(targetText({ status: 301, target: '/pricing' })).toBe('/pricing');
    expect(targetText({ status: 410, target: '' })).toBe('None (gone)');
  });
});
