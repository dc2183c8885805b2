/// <reference types="node" />
// Benchmark of the builder engine against the snapshot-history baseline, on pages of 2,000 and 10,000 elements.
// Run from the repository root:  node --expose-gc --import tsx packages/builder-engine/bench/run.ts
// It prints a table and (over)writes packages/builder-engine/BENCHMARKS.md.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import {
  addElementCommand,
  applyCommand,
  countElements,
  createEditorState,
  createIdGenerator,
  deleteCommand,
  executeCommand,
  forEachElement,
  replayCommands,
  seededRandom,
  styleCommand,
  undo,
  type BuilderElement,
  type BuilderPage,
  type Command,
  type EditorState,
} from '../src/index.ts';
import { createCommandGenerator, landingPage, pick } from '../src/testing/random-page.ts';
import { SnapshotEditor, deepCopyPage } from './snapshot-baseline.ts';

const SIZES = [2_000, 10_000] as const;
const ENGINE_ITERATIONS = 3_000;
const BASELINE_ITERATIONS = 200;
const BASELINE_BUDGET_MS = 1_500;
const LOG_LENGTH = 10_000;
const REPLAY_RUNS = 7;
const BASELINE_REPLAY_BUDGET_MS = 3_000;
const HISTORY_STEPS = 50;

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) {
  console.error('Run with --expose-gc: node --expose-gc --import tsx packages/builder-engine/bench/run.ts');
  process.exit(1);
}

const startedAt = performance.now();
let clock = 1_700_000_000_000;
const rng = seededRandom(20_250_101);
const ids = createIdGenerator({ now: () => clock++, random: rng });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

function heapAfterGc(): number {
  for (let i = 0; i < 4; i += 1) gc?.();
  return process.memoryUsage().heapUsed;
}

function byType(page: BuilderPage): Map<string, string[]> {
  const found = new Map<string, string[]>();
  forEachElement(page, (element: BuilderElement) => {
    const list = found.get(element.type) ?? [];
    list.push(element.id);
    found.set(element.type, list);
  });
  return found;
}

type Operation = 'style update' | 'add' | 'delete';
const OPERATIONS: readonly Operation[] = ['style update', 'add', 'delete'];

// The command for one iteration, made outside the timed region: a font size on a heading or text, a new heading
// at the end of a column, or the delete of a heading, text, button or image (a leaf). With `consume`, a deleted
// element leaves the pools, so a sequence of commands never targets it again.
function makeCommand(operation: Operation, page: BuilderPage, targets: Map<string, string[]>, i: number, consume = false): Command {
  const from = (types: string[], remove: boolean): string => {
    const lists = types.map((type) => targets.get(type) ?? []);
    let n = pick(
      rng,
      lists.reduce((sum, list) => sum + list.length, 0),
    );
    for (const list of lists) {
      if (n >= list.length) {
        n -= list.length;
        continue;
      }
      const id = list[n] as string;
      if (remove) {
        list[n] = list[list.length - 1] as string;
        list.pop();
      }
      return id;
    }
    throw new Error(`no ${types.join('/')} left`);
  };
  switch (operation) {
    case 'style update':
      // 17-30px: never a default size (16px text, 32px heading), so the update always changes something.
      return styleCommand(from(['heading', 'text'], false), 'fontSize', `${17 + (i % 14)}px`);
    case 'add':
      return addElementCommand(page, 'heading', ids, { parentId: from(['column'], false) });
    case 'delete':
      return deleteCommand(from(['heading', 'text', 'button', 'image'], consume));
  }
}

interface Timing {
  median: number;
  p95: number;
  samples: number;
}

function timeEngine(page: BuilderPage, operation: Operation, iterations: number): Timing {
  const targets = byType(page);
  let state: EditorState = createEditorState(page);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const command = makeCommand(operation, state.page, targets, i);
    const t0 = performance.now();
    const applied = executeCommand(state, command, { now: i * 1_000 });
    if (!applied.ok) throw new Error(`engine: ${applied.error.message}`);
    const undone = undo(applied.state);
    const t1 = performance.now();
    if (!undone.ok) throw new Error(`engine undo: ${undone.error.message}`);
    state = undone.state;
    samples.push(t1 - t0);
  }
  if (!isDeepStrictEqual(state.page, page)) throw new Error('engine: apply + undo did not restore the page');
  return { median: median(samples), p95: percentile(samples, 0.95), samples: samples.length };
}

function timeBaseline(page: BuilderPage, operation: Operation): Timing {
  const targets = byType(page);
  const editor = new SnapshotEditor(page);
  // Fill its history first, so recording drops the oldest copy as it does in a long session.
  for (let i = 0; i < HISTORY_STEPS; i += 1) editor.execute(makeCommand('style update', page, targets, i));
  const samples: number[] = [];
  const budgetEnd = performance.now() + BASELINE_BUDGET_MS;
  for (let i = 0; i < BASELINE_ITERATIONS && performance.now() < budgetEnd; i += 1) {
    const command = makeCommand(operation, page, targets, i);
    const t0 = performance.now();
    editor.execute(command);
    editor.undo();
    samples.push(performance.now() - t0);
  }
  return { median: median(samples), p95: percentile(samples, 0.95), samples: samples.length };
}

// Retained heap of a 50-step history: heap after gc with the history held, minus heap after gc with only the
// current page held. The original page stays referenced throughout, so it counts in neither. Each run is its own
// call and the current page is parked in a module-level holder: a stale stack slot from an earlier run could
// otherwise keep that run's page (and its index) alive and be counted.
const holder: { current: unknown } = { current: undefined };

function measureOnce(build: () => { current: unknown; held: unknown }): number {
  const withHistory = measureHeld(build);
  const withoutHistory = heapAfterGc();
  holder.current = undefined;
  return withHistory - withoutHistory;
}

/** Heap after gc with a fresh build held; parks its current page in the holder. Its frame (and the build) ends on return. */
function measureHeld(build: () => { current: unknown; held: unknown }): number {
  const built = build();
  const withHistory = heapAfterGc();
  holder.current = built.current;
  return withHistory;
}

function historyBytes(build: () => { current: unknown; held: unknown }): number {
  // A first, discarded run: code compiled or flushed while warming up must not land in one side of a difference.
  measureOnce(build);
  const results: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    results.push(measureOnce(build));
  }
  return median(results);
}

function engineHistory(page: BuilderPage): { current: unknown; held: unknown } {
  const targets = byType(page);
  let state = createEditorState(page);
  for (let i = 0; i < HISTORY_STEPS; i += 1) {
    const operation = OPERATIONS[i % OPERATIONS.length] as Operation;
    const result = executeCommand(state, makeCommand(operation, state.page, targets, i, true), { now: i * 1_000 });
    if (!result.ok) throw new Error(`engine: ${result.error.message}`);
    // An update that happens to repeat a value records nothing; try again.
    if (result.step === null) i -= 1;
    state = result.state;
  }
  if (state.history.done.length !== HISTORY_STEPS) throw new Error(`engine history holds ${state.history.done.length} entries`);
  return { current: state.page, held: state };
}

function baselineHistory(page: BuilderPage): { current: unknown; held: unknown } {
  const targets = byType(page);
  const editor = new SnapshotEditor(page);
  for (let i = 0; i < HISTORY_STEPS; i += 1) {
    const operation = OPERATIONS[i % OPERATIONS.length] as Operation;
    editor.execute(makeCommand(operation, page, targets, i, true));
  }
  return { current: editor.page, held: editor };
}

// A log like a long editing session: every command applied and changing something; adds and moves go into
// layout elements (sections, containers, rows, columns), only sections to the page root.
function makeLog(page: BuilderPage): { commands: Command[]; final: BuilderPage } {
  const generator = createCommandGenerator(page, rng, ids, { invalidRate: 0, maxDuplicate: 20, layoutTargets: true });
  const commands: Command[] = [];
  let current = page;
  while (commands.length < LOG_LENGTH) {
    const result = applyCommand(current, generator.next(current));
    if (!result.ok || !result.changed) continue;
    commands.push(result.command);
    current = result.page;
  }
  return { commands, final: current };
}

interface ReplayTiming {
  /** Median wall-clock time of the runs. */
  median: number;
  /** Fastest run: the least disturbed by other processes on a shared machine. */
  min: number;
  /** Median CPU time (user + system) of this process per run; GC helper threads count too. */
  cpu: number;
}

function timeReplay(page: BuilderPage, commands: Command[], final: BuilderPage): ReplayTiming {
  const runs: number[] = [];
  const cpuRuns: number[] = [];
  for (let run = 0; run < REPLAY_RUNS; run += 1) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const replayed = replayCommands(page, commands);
    runs.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    cpuRuns.push((cpu.user + cpu.system) / 1000);
    if (!replayed.ok) throw new Error(`replay failed at ${replayed.index}: ${replayed.error.message}`);
    if (run === 0 && !isDeepStrictEqual(replayed.page, final)) throw new Error('replay did not give the live page');
  }
  return { median: median(runs), min: Math.min(...runs), cpu: median(cpuRuns) };
}

function timeBaselineReplay(page: BuilderPage, commands: Command[]): { ms: number; done: number; equal: boolean } {
  const editor = new SnapshotEditor(page);
  const t0 = performance.now();
  let done = 0;
  while (done < commands.length && performance.now() - t0 < BASELINE_REPLAY_BUDGET_MS) {
    editor.execute(commands[done] as Command);
    done += 1;
  }
  const elapsed = performance.now() - t0;
  const engine = replayCommands(page, commands.slice(0, done));
  const equal = engine.ok && isDeepStrictEqual(deepCopyPage(engine.page), editor.page);
  return { ms: (elapsed / done) * commands.length, done, equal };
}

const ms = (value: number) => (value < 1 ? `${(value * 1000).toFixed(1)} µs` : `${value.toFixed(value < 10 ? 2 : 0)} ms`);
const bytes = (value: number) =>
  Math.abs(value) < 1024 * 1024 ? `${(value / 1024).toFixed(1)} KB` : `${(value / 1024 / 1024).toFixed(1)} MB`;
const times = (value: number) => `${value >= 100 ? value.toFixed(0) : value.toFixed(1)}×`;

interface SizeResult {
  size: number;
  elements: number;
  finalElements: number;
  mix: string;
  pageBytes: number;
  apply: Record<Operation, { engine: Timing; baseline: Timing }>;
  memory: { engine: number; baseline: number };
  replay: { engine: ReplayTiming; baseline: { ms: number; done: number; equal: boolean } };
}

const results: SizeResult[] = [];
for (const size of SIZES) {
  const page = landingPage(rng, size, ids);
  const elements = countElements(page);
  console.log(`\n${elements} elements`);

  // Warm the JIT on a copy of the workload before measuring.
  for (const operation of OPERATIONS) timeEngine(page, operation, 500);

  const apply = {} as SizeResult['apply'];
  for (const operation of OPERATIONS) {
    const engine = timeEngine(page, operation, ENGINE_ITERATIONS);
    const baseline = timeBaseline(page, operation);
    apply[operation] = { engine, baseline };
    console.log(`  apply + undo, ${operation}: engine ${ms(engine.median)}, snapshots ${ms(baseline.median)}`);
  }

  const pageBytes = historyBytes(() => ({ current: null, held: deepCopyPage(page) }));
  const memory = { engine: historyBytes(() => engineHistory(page)), baseline: historyBytes(() => baselineHistory(page)) };
  console.log(`  50-step history: engine ${bytes(memory.engine)}, snapshots ${bytes(memory.baseline)} (one page: ${bytes(pageBytes)})`);

  const { commands, final } = makeLog(page);
  const kinds = new Map<string, number>();
  for (const command of commands) kinds.set(command.kind, (kinds.get(command.kind) ?? 0) + 1);
  const mix = [...kinds]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${kind} ${Math.round((count / commands.length) * 100)}%`)
    .join(', ');
  const replay = { engine: timeReplay(page, commands, final), baseline: timeBaselineReplay(page, commands) };
  console.log(
    `  replay of ${commands.length} commands: engine ${ms(replay.engine.median)} (CPU ${ms(replay.engine.cpu)}), snapshots ${ms(replay.baseline.ms)} (extrapolated from ${replay.baseline.done})`,
  );
  results.push({ size, elements, finalElements: countElements(final), mix, pageBytes, apply, memory, replay });
}

const large = results[results.length - 1] as SizeResult;
const worstApply = Math.max(...OPERATIONS.map((operation) => large.apply[operation].engine.median));
const targets = [
  {
    name: 'apply + undo median on 10,000 elements',
    target: '< 0.1 ms',
    value: ms(worstApply) + ' (slowest of the three)',
    met: worstApply < 0.1,
  },
  {
    name: '50-step history vs snapshot baseline, 10,000 elements',
    target: '≥ 50× smaller',
    value: `${times(large.memory.baseline / large.memory.engine)} smaller`,
    met: large.memory.baseline / large.memory.engine >= 50,
  },
  {
    name: `replay of ${LOG_LENGTH.toLocaleString('en')} commands`,
    target: '< 200 ms',
    value: results.map((result) => `${ms(result.replay.engine.median)} (${result.elements.toLocaleString('en')} el.)`).join(', '),
    met: results.every((result) => result.replay.engine.median < 200),
  },
];

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
const elapsedSeconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const lines: string[] = [];
lines.push('# builder-engine benchmarks', '');
lines.push('Generated by `bench/run.ts` (`npm run bench -w @app/builder-engine`); do not edit by hand.', '');
lines.push(`- Date: ${date}`);
lines.push(
  `- Machine: ${cpus().length} cores (${cpu}), ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, ${process.platform} ${process.arch}`,
);
lines.push(
  `- Node ${process.version}; whole run took ${elapsedSeconds} s; load average at the end ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`,
  '',
);
lines.push('## Targets', '', '| Target | Goal | Measured | Met |', '|---|---|---|---|');
for (const target of targets) lines.push(`| ${target.name} | ${target.target} | ${target.value} | ${target.met ? 'yes' : 'NO'} |`);
lines.push('', '## Apply + undo, median time per command', '');
lines.push('| Page | Command | Engine median | Engine p95 | Snapshot baseline median | Speed-up |', '|---|---|---|---|---|---|');
for (const result of results) {
  for (const operation of OPERATIONS) {
    const { engine, baseline } = result.apply[operation];
    lines.push(
      `| ${result.elements.toLocaleString('en')} el. | ${operation} | ${ms(engine.median)} | ${ms(engine.p95)} | ${ms(baseline.median)} | ${times(baseline.median / engine.median)} |`,
    );
  }
}
lines.push('', '## Memory held by a full 50-step history', '');
lines.push('| Page | One page (deep copy) | Engine history | Snapshot baseline history | Ratio |', '|---|---|---|---|---|');
for (const result of results) {
  lines.push(
    `| ${result.elements.toLocaleString('en')} el. | ${bytes(result.pageBytes)} | ${bytes(result.memory.engine)} | ${bytes(result.memory.baseline)} | ${times(result.memory.baseline / result.memory.engine)} smaller |`,
  );
}
lines.push('', `## Replay of a ${LOG_LENGTH.toLocaleString('en')}-command log`, '');
lines.push(
  `| Page | Engine, median of ${REPLAY_RUNS} | Fastest run | CPU time, median | Per command | Snapshot baseline | Replay equals live page |`,
  '|---|---|---|---|---|---|---|',
);
for (const result of results) {
  const { engine, baseline } = result.replay;
  lines.push(
    `| ${result.elements.toLocaleString('en')} el. | ${ms(engine.median)} | ${ms(engine.min)} | ${ms(engine.cpu)} | ${ms(engine.median / LOG_LENGTH)} | ${ms(baseline.ms)}${baseline.done < LOG_LENGTH ? ` (extrapolated from the first ${baseline.done.toLocaleString('en')})` : ''} | yes${baseline.equal ? '; baseline agrees' : '; BASELINE DIFFERS'} |`,
  );
}
lines.push('', '## Method', '');
lines.push(
  '- Pages are shaped like landing pages: sections > container > rows > 2-4 columns > 2-5 headings, text, buttons, images, spacers (about 100 elements per section).',
  `- Apply + undo: the editor API (\`executeCommand\` then \`undo\`, history included), ${ENGINE_ITERATIONS.toLocaleString('en')} iterations per command after a warm-up; each command is made outside the timed region. Style update: a font size on a random heading or text. Add: a new heading at the end of a random column. Delete: a random heading, text, button or image.`,
  `- Baseline: the spec's snapshot history. Each change deep-copies the page, mutates the copy and records it (at most 50 copies, the history already full); undo steps back to the previous copy. It skips validation and uses a hand-written deep copy, so it is the fastest version of that design. Up to ${BASELINE_ITERATIONS} iterations or ${(BASELINE_BUDGET_MS / 1000).toFixed(1)} s per command.`,
  "- Memory: retained heap (`process.memoryUsage().heapUsed` after forced gc) with the editor and its 50-entry history held, minus the same with only its current page held; the median of 3 runs after a discarded warm-up run. The 50 steps rotate style update, add and delete; the engine's history holds inverses (a delete's inverse keeps the deleted subtree, which counts here).",
  `- Replay: a random log of ${LOG_LENGTH.toLocaleString('en')} applied commands, like a long editing session (adds and moves go into sections, containers, rows and columns; only sections go to the root; deletes and duplicates take subtrees of at most 20 elements), replayed with \`replayCommands\` from the initial page, validation and index building included, and checked equal to the live page. Mix: ${results.map((result) => `${result.elements.toLocaleString('en')} el.: ${result.mix}, ending at ${result.finalElements.toLocaleString('en')} elements`).join('; ')}. The baseline replays through its snapshot editor for ${(BASELINE_REPLAY_BUDGET_MS / 1000).toFixed(0)} s and is extrapolated linearly.`,
  '- The machine is shared: timings move with its load, which is why medians are reported.',
);
const markdown = `${lines.join('\n')}\n`;
writeFileSync(new URL('../BENCHMARKS.md', import.meta.url), markdown);
console.log(`\n${markdown}`);
