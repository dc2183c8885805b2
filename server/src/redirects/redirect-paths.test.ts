import { describe, expect, it } from 'vitest';
import {
  keyAndParents,
  localTargetKey,
  loopOrChainProblem,
  matchRule,
  normalizedTarget,
  redirectKey,
  ruleLocation,
  ruleTableOf,
  unredirectableProblem,
  withoutRule,
  type MatchableRule,
} from './redirect-paths.ts';

const rule = (id: number, source: string, target: string, extra: Partial<MatchableRule> = {}): MatchableRule => ({
  id,
  source,
  target,
  match: 'exact',
  status: 301,
  ...extra,
});

describe('redirect paths', () => {
  it('keys a path in the site’s one spelling, a full address by its path, and refuses one too long', () => {
    expect(redirectKey('/Old-Page/')).toBe('/old-page');
    expect(redirectKey('/caf%C3%A9//menu')).toBe('/café/menu');
    expect(redirectKey('/a/./b/../c%2')).toBe('/a/c%2');
    expect(redirectKey('/Caf\\x')).toBe('/caf/x');
    expect(redirectKey('https://old.example/2019/05/Post/?p=1')).toBe('/2019/05/post');
    expect(redirectKey(`/${'a'.repeat(1000)}`)).toBeNull();
    expect(keyAndParents('/a/b/c')).toEqual(['/a/b/c', '/a/b', '/a']);
  });

  it('matches an exact rule first, then the longest prefix at a slash', () => {
    const table = ruleTableOf([
      rule(1, '/old', '/blog', { match: 'prefix' }),
      rule(2, '/old/deep', '/pricing', { match: 'prefix' }),
      rule(3, '/old/deep/one', '/contact'),
    ]);
    expect(matchRule(table, '/old/deep/one')?.id).toBe(3);
    expect(matchRule(table, '/old/deep/two')?.id).toBe(2);
    expect(matchRule(table, '/old/x')?.id).toBe(1);
    expect(matchRule(table, '/older')).toBeNull();
  });

  it('builds the Location: a prefix’s rest after the target, the query kept unless the target has one', () => {
    const prefix = rule(1, '/old-blog', '/blog', { match: 'prefix' });
    expect(ruleLocation(prefix, '/Old-Blog/My%20Post/', '')).toBe('/blog/My%20Post');
    expect(ruleLocation(prefix, '/old-blog', '?a=1')).toBe('/blog?a=1');
    expect(ruleLocation(rule(2, '/x', '/pricing#plans'), '/x', '?utm=1')).toBe('/pricing?utm=1#plans');
    expect(ruleLocation(rule(3, '/x', '/pricing?plan=pro'), '/x', '?utm=1')).toBe('/pricing?plan=pro');
  });

  it('takes a path here or a full http(s) address as a target, nothing else', () => {
    expect(normalizedTarget('/blog/café')).toEqual({ ok: true, target: '/blog/caf%C3%A9' });
    expect(normalizedTarget('https://Example.com/a b')).toMatchObject({ ok: false });
    expect(normalizedTarget('https://Example.com/a')).toEqual({ ok: true, target: 'https://example.com/a' });
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'pricing', 'https://user:pw@example.com/']) {
      expect(normalizedTarget(bad).ok, bad).toBe(false);
    }
    expect(localTargetKey('/Pricing/?x=1')).toBe('/pricing');
    expect(localTargetKey('https://example.com/pricing')).toBeNull();
  });

  it('refuses the home page and the site’s own addresses but a post’s address under /blog', () => {
    expect(unredirectableProblem('/')).toBe('The home page cannot be redirected.');
    expect(unredirectableProblem('/admin/x')).toContain('cannot be redirected');
    expect(unredirectableProblem('/preview/abc')).toContain('cannot be redirected');
    expect(unredirectableProblem('/blog/deleted-post')).toBeNull();
    expect(unredirectableProblem('/2019/05/old-post')).toBeNull();
  });

  it('finds loops and chains, leaving a rule’s older self out', () => {
    const table = ruleTableOf([rule(1, '/a', '/b'), rule(2, '/c', '/pricing')]);
    expect(loopOrChainProblem(rule(9, '/x', '/x/'), table)).toBe("'/x' would redirect to itself.");
    expect(loopOrChainProblem(rule(9, '/x', '/x/y', { match: 'prefix' }), table)).toContain('again and again');
    expect(loopOrChainProblem(rule(9, '/x', '/c'), table)).toContain("point this rule at '/pricing' instead");
    expect(loopOrChainProblem(rule(9, '/b', '/pricing'), table)).toContain("The redirect of '/a' points to '/b'");
    expect(loopOrChainProblem(rule(9, '/x', '/pricing'), table)).toBeNull();
    // Rule 2 changed to point elsewhere: checked against the others, its own older self does not count.
    expect(loopOrChainProblem(rule(2, '/c', '/contact'), withoutRule(table, 2))).toBeNull();
    const gone = ruleTableOf([rule(5, '/gone', '', { status: 410 })]);
    expect(loopOrChainProblem(rule(9, '/x', '/gone'), gone)).toContain('410 Gone');
  });
});
