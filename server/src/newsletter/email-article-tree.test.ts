import { describe, expect, it } from 'vitest';
import { articleTree, decodeEntities, MAX_ARTICLE_DEPTH, parseSanitisedHtml, textOf, type ArticleNode } from './email-article-tree.ts';

function depthOf(nodes: readonly ArticleNode[]): number {
  let deepest = 0;
  for (const node of nodes) if (node.kind === 'element') deepest = Math.max(deepest, 1 + depthOf(node.children));
  return deepest;
}

function tagsOf(nodes: readonly ArticleNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    if (node.kind === 'element') {
      into.push(node.tag);
      tagsOf(node.children, into);
    }
  }
  return into;
}

describe('the article tree', () => {
  it('reads elements, attributes and text, decoded once', () => {
    const tree = parseSanitisedHtml('<p>a &amp; b &amp;lt; <a href="/x?a=1&amp;b=2" title="say &quot;hi&quot;">link</a></p><br />');
    expect(tree).toEqual([
      {
        kind: 'element',
        tag: 'p',
        attrs: {},
        children: [
          { kind: 'text', text: 'a & b &lt; ' },
          { kind: 'element', tag: 'a', attrs: { href: '/x?a=1&b=2', title: 'say "hi"' }, children: [{ kind: 'text', text: 'link' }] },
        ],
      },
      { kind: 'element', tag: 'br', attrs: {}, children: [] },
    ]);
    expect(decodeEntities('&amp;amp;')).toBe('&amp;');
  });

  it('keeps only what the article allow-list lets through: no script, iframe, style or event handler', () => {
    const tree = articleTree(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><style>p{}</style>' +
        '<img src="/media/a.jpg" alt="A" onerror="x()"><a href="javascript:alert(1)">x</a><object data="x"></object>',
    );
    const tags = tagsOf(tree);
    expect(tags).not.toContain('script');
    expect(tags).not.toContain('iframe');
    expect(tags).not.toContain('style');
    expect(tags).not.toContain('object');
    expect(JSON.stringify(tree)).not.toMatch(/onclick|onerror|alert|javascript/);
    expect(textOf(tree)).toBe('Hix');
  });

  it('keeps nesting bounded, keeping the text of what is too deep', () => {
    const deep = `${'<blockquote>'.repeat(500)}deep text${'</blockquote>'.repeat(500)}<p>after</p>`;
    const tree = parseSanitisedHtml(deep);
    expect(depthOf(tree)).toBe(MAX_ARTICLE_DEPTH);
    expect(textOf(tree)).toBe('deep textafter');
    expect(tree.at(-1)).toEqual({ kind: 'element', tag: 'p', attrs: {}, children: [{ kind: 'text', text: 'after' }] });
  });
});
