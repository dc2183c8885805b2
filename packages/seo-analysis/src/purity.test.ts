/// <reference types="node" />
// The package runs in the browser and on the server: its code imports only its own files and uses no DOM or
// Node global.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('./', import.meta.url);
const sources = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
/** A source file without its comments. */
const code = (name: string): string =>
  readFileSync(new URL(name, dir), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');

describe('the package is pure', () => {
  it.each(sources)('%s imports only files of the package', (name) => {
    const specifiers = [...code(name).matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm)].map((match) => match[1]);
    expect(specifiers.length).toBeGreaterThanOrEqual(name === 'index.ts' ? 5 : 0);
    expect(specifiers.filter((specifier) => !specifier?.startsWith('./'))).toEqual([]);
  });

  it.each(sources)('%s uses no DOM or Node global', (name) => {
    // Without string literals too, so that import paths and advice ('…the document…') do not count.
    const withoutStrings = code(name).replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
    expect(withoutStrings).not.toMatch(/\b(?:document|window|navigator|DOMParser|process|Buffer|require|globalThis)\b/);
  });
});
