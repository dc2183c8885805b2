import { describe, expect, it } from 'vitest';
import { loadIslandsRuntimeScript, loadScriptsAfterPaint } from './scripts-after-paint.ts';

const TEMPLATE = [
  '<!doctype html><html><head><title>t</title>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('scripts loaded after the first paint', () => {
  const html = loadScriptsAfterPaint(TEMPLATE, ['/assets/pricing.js', '/assets/framework.js'], 'abc');

  it('leaves no script or script preload in the head for the browser to fetch before painting', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it("puts one inline loader with the page's nonce in the head, naming the entry and every script once", () => {
    const loaders = [...html.matchAll(/<script nonce="abc">(.*?)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(html.indexOf('<script nonce="abc">')).toBeLessThan(html.indexOf('</head>'));
    const source = loaders[0]![1]!;
    expect(source).toContain('const e="/assets/index.js",p=["/assets/framework.js","/assets/pricing.js"]');
    expect(source).toContain('import(e)');
    expect(source).toContain('"first-contentful-paint"');
  });

  it('leaves a page without a module script (no browser build) unchanged', () => {
    const bare = '<html><head></head><body><div id="root"></div></body></html>';
    expect(loadScriptsAfterPaint(bare, ['/assets/x.js'], 'abc')).toBe(bare);
  });
});

describe('the script of a page served as islands', () => {
  const html = loadIslandsRuntimeScript(TEMPLATE, { entry: '/assets/islands.js', preloads: ['/assets/header-scroll.js'] }, 'abc');

  it("drops the app's script and preloads, and loads the islands runtime after the first paint with the page's nonce", () => {
    expect(html).not.toContain('/assets/index.js');
    expect(html).not.toContain('/assets/framework.js');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const loaders = [...html.matchAll(/<script nonce="abc">(.*?)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]![1]).toContain('const e="/assets/islands.js",p=["/assets/header-scroll.js"]');
    expect(html.indexOf('<script nonce="abc">')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('marks the root element as waiting for the runtime', () => {
    expect(html).toContain('<html data-islands="waiting">');
  });
});
