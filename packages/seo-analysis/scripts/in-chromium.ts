/// <reference types="node" />
// The package as a browser runs it: bundled by esbuild into one script exposing `SeoAnalysis`, and a headless
// Chromium to run it in. Shared by the browser-agreement test and the benchmark.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'esbuild';

/** The package bundled for the browser as one classic script that sets `globalThis.SeoAnalysis`. */
export async function browserBundle(options: { minify?: boolean } = {}): Promise<string> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('../src/index.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'SeoAnalysis',
    platform: 'browser',
    target: 'es2022',
    minify: options.minify ?? false,
  });
  return bundle.outputFiles[0]?.text ?? '';
}

/** Headless Chromium: CHROMIUM_PATH, else Debian's chromium, else Playwright's own (as the e2e tests choose). */
export function launchChromium(): Promise<Browser> {
  const executablePath = process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--headless=new'] });
}
