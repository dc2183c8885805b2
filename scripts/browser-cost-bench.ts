// The CPU a headless Chromium costs per page, for each browser build installed here: 20 browser contexts in turn,
// each loading a page of 400 styled cards, clicking and scrolling. Run: `npx tsx scripts/browser-cost-bench.ts`.
// CPU time is read from the kernel's count of waited-for children (/proc/self/stat), so it includes every browser
// process, and holds steadier than wall time on a loaded machine. Results: BENCHMARKS.md, "The test run's own cost".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium.ts';

const BUILDS = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].filter((path) => existsSync(path));
const CONTEXTS = 20;
const ROUNDS = 3;

const PAGE = `<!doctype html><html><head><title>Cards</title><style>body{font-family:sans-serif}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.card{padding:12px;border:1px solid #ccc;border-radius:8px;box-shadow:0 2px 6px #0003}
</style></head><body><h1>Cards</h1><div class="grid" id="grid"></div><button>Go</button><script>
const grid = document.getElementById('grid');
for (let i = 0; i < 400; i++) { const card = document.createElement('div'); card.className = 'card'; card.textContent = 'Card ' + i + ' of a page'; grid.append(card); }
</script></body></html>`;

/** One browser build's run: CONTEXTS contexts in turn, each loading the page, clicking and scrolling. */
async function runOne(executablePath: string): Promise<void> {
  const server = createServer((_req, res) => res.setHeader('content-type', 'text/html').end(PAGE)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  for (let i = 0; i < CONTEXTS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'Go' }).click();
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(200);
    await context.close();
  }
  await browser.close();
  server.close();
}

/** CPU seconds (user + system) of this process's waited-for children so far. */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of stat (cutime, cstime), counted from the state field (3).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

if (process.argv[2] === '--one') {
  await runOne(process.argv[3]!);
} else {
  console.log(
    `load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}; ${CONTEXTS} contexts per run`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    for (const build of BUILDS) {
      const before = childrenCpuSeconds();
      const started = Date.now();
      const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--one', build], { stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`${build} failed`);
      console.log(
        `round ${round} ${build}: ${(childrenCpuSeconds() - before).toFixed(1)} CPU-s, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  }
  console.log(
    `load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}
