import { describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH } from '@app/builder-engine';
import { isBuilderPagePath, submitBuilderCommandInputSchema } from './builder.ts';

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

describe('submitBuilderCommandInputSchema', () => {
  /** An add command whose element is a chain of `levels` containers, built without recursion. */
  function deepAdd(levels: number) {
    let element: Record<string, unknown> = { id: `e${levels - 1}`, type: 'container', name: 'C', style: {}, children: [] };
    for (let i = levels - 2; i >= 0; i -= 1) element = { id: `e${i}`, type: 'container', name: 'C', style: {}, children: [element] };
    return { kind: 'add', parentId: null, element };
  }
  const messageOf = (command: unknown) => {
    const result = submitBuilderCommandInputSchema.safeParse({ pageId: 1, baseVersion: 0, command });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('refuses an add whose tree is nested past the limit, however deep, naming the limit', () => {
    expect(messageOf(deepAdd(MAX_NESTING_DEPTH + 1))).toBe('Elements can be nested at most 32 levels deep.');
    expect(messageOf(deepAdd(5000))).toBe('Elements can be nested at most 32 levels deep.');
    expect(messageOf(deepAdd(MAX_NESTING_DEPTH))).toBeNull();
  });

  it('refuses any other part of a command nested absurdly deep', () => {
    let deep: unknown = '#fff';
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(messageOf({ kind: 'update', id: 'a', changes: { style: { color: deep } } })).toMatch(/at most \d+ levels deep/);
    expect(messageOf({ kind: 'update', id: 'a', changes: { style: { color: '#fff' } } })).toBeNull();
  });
});
