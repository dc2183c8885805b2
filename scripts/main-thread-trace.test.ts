import { describe, expect, it } from 'vitest';
import { figuresOf } from './main-thread-trace.ts';

const URL = 'http://127.0.0.1:1/';
const event = (name: string, ts: number, dur: number, args = {}, tid = 1) => ({ name, ph: 'X', pid: 7, tid, ts, dur, args });

describe('main-thread figures of a trace', () => {
  const events = [
    event('RunTask', 0, 80_000),
    event('ParseHTML', 1_000, 30_000, { beginData: { url: URL } }),
    event('Layout', 40_000, 20_000, { beginData: { dirtyObjects: 120 } }),
    event('RunTask', 100_000, 30_000),
    event('UpdateLayoutTree', 101_000, 10_000, { elementCount: 300 }),
    event('v8.evaluateModule', 112_000, 5_000),
    // another thread's work counts for nothing
    event('RunTask', 0, 500_000, {}, 2),
  ];

  it('sums the main thread of the renderer that parsed the page, by kind', () => {
    const figures = figuresOf(events, URL);
    expect(figures).toMatchObject({ busyMs: 110, blockingMs: 30, parseMs: 30, layoutMs: 20, styleMs: 10, scriptMs: 5 });
    expect(figures.layoutObjects).toBe(120);
    expect(figures.styledElements).toBe(300);
  });

  it('names what filled each long task, longest first', () => {
    expect(figuresOf(events, URL).longTasks).toEqual(['@0 80 ms: ParseHTML 30, Layout 20']);
  });

  it('refuses a trace without the page', () => {
    expect(() => figuresOf(events, 'http://elsewhere/')).toThrow(/No ParseHTML/);
  });
});
