/// <reference types="node" />
// The editor runs the analysis in the browser and the server runs it in Node: both must give the same result
// for the same content. This runs the package, bundled for the browser, in real Chromium and compares.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { LONG_POST } from './fixtures/long-post.ts';
import { SHORT_POST } from './fixtures/short-post.ts';
import type { AnalysisInput } from './types.ts';

/** CHROMIUM_PATH, else Debian's chromium, else Playwright's own (as the e2e tests choose). */
const executablePath = process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const INPUTS: [string, AnalysisInput][] = [
  ['the short fixture', SHORT_POST],
  ['the long fixture', LONG_POST],
  ['the long fixture without keyphrase or subheadings', { ...LONG_POST, keyphrase: '', html: LONG_POST.html.replace(/h2>/g, 'p>') }],
  [
    'accents, entities and wide letters',
    {
      ...SHORT_POST,
      keyphrase: 'café crème',
      seoTitle: 'Café Crème — 日本語 WWWW',
      html: '<p>Un café&nbsp;crème, s&#39;il vous plaît. Was it made?</p>',
    },
  ],
];

let browser: Browser;
let code: string;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'SeoAnalysis',
    platform: 'browser',
    target: 'es2022',
  });
  code = bundle.outputFiles[0]?.text ?? '';
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--headless=new'] });
});

afterAll(async () => {
  await browser.close();
});

describe('the browser and the server agree', () => {
  it.each(INPUTS)('on %s', async (_name, input) => {
    const page = await browser.newPage();
    try {
      await page.addScriptTag({ content: code });
      const inBrowser = await page.evaluate((value) => {
        const engine = (globalThis as unknown as { SeoAnalysis: { analyse: (input: unknown) => unknown } }).SeoAnalysis;
        return engine.analyse(value);
      }, input);
      expect(inBrowser).toEqual(analyse(input));
    } finally {
      await page.close();
    }
  });
});
