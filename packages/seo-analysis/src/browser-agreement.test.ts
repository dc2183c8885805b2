/// <reference types="node" />
// The editor runs the analysis in the browser and the server runs it in Node: both must give the same result
// for the same content. This runs the package, bundled for the browser, in real Chromium and compares.
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserBundle, launchChromium } from '../scripts/in-chromium.ts';
import { analyse } from './analyse.ts';
import { LONG_POST } from './fixtures/long-post.ts';
import { SHORT_POST } from './fixtures/short-post.ts';
import type { AnalysisInput } from './types.ts';

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
  code = await browserBundle();
  browser = await launchChromium();
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
