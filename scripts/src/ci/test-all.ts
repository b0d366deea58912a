/**
 * `npm test`: every check of the repository, in stages (STAGES), stopping after the first stage in which one
 * fails, then a table of each part's wall time, so a slower suite shows which part grew (docs/design.md#tests).
 *
 * Usage: `node scripts/src/ci/test-all.ts [script …]`; without arguments, the stages in STAGES.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../paths.ts';

/**
 * The suites start Node processes by the hundred (jest's and Playwright's workers, every site a test starts,
 * every command-line run a test makes), each compiling the same modules. Node's compile cache keeps their code
 * between processes (validated against each file's source; measured: a process loading the site server, 1.15
 * CPU-s without it, 0.95 with it). Only for the tests: the render sandboxes get an empty environment, and a
 * production site keeps no cache in a shared temporary folder.
 */
const COMPILE_CACHE = path.join(tmpdir(), 'site-test-compile-cache');

/**
 * The same processes each load drizzle-orm, whose own imports cost Node about 1.3 s of CPU to resolve; this
 * hook, preloaded into each through NODE_OPTIONS, resolves them directly (test-support/src/drizzle-resolve.mjs).
 * `.ci/run` preloads it already. The render sandboxes get an empty environment, so none of them loads it.
 */
const PRELOAD = path.join('test-support', 'src', 'drizzle-resolve.mjs');

/**
 * The list `inherited` (separated by `separator`) with `item` added at its end, or as it is when it already
 * holds `marker` (`.ci/run` sets both lists below before it runs `npm test`).
 */
const withItem = (inherited: string | undefined, marker: string, item: string, separator: string) =>
  inherited?.includes(marker) ? inherited : [inherited, item].filter(Boolean).join(separator);

const NODE_OPTIONS = withItem(
  process.env.NODE_OPTIONS,
  PRELOAD,
  `--import=${pathToFileURL(path.join(ROOT, PRELOAD)).href}`,
  ' ',
);

/**
 * glibc's malloc asks the kernel for transparent huge pages (2 MB) instead of 4 KB ones, for the processes that
 * allow it (this machine's kernel leaves huge pages to each process: `madvise`). The suites' processes allocate
 * and fill hundreds of megabytes (each new PGlite unpacks its 27 MB template into memory), and each 4 KB page
 * first touched costs a page fault; on these virtual machines a fault is dear. Measured: three PGlite starts
 * in one process, 5.1 CPU-s and 270,000 faults without it, 3.6 and 75,000 with it; the API and server test
 * projects, 484 and 473 CPU-s. Another C library ignores the setting. `.ci/run` sets it too.
 */
const TUNABLE = 'glibc.malloc.hugetlb=1';
const GLIBC_TUNABLES = withItem(process.env.GLIBC_TUNABLES, TUNABLE, TUNABLE, ':');

/**
 * The parts of `npm test`, in the order they run: the quick checks first, the browser last. Each stage is a set
 * of lanes run side by side, each lane its scripts one after another: on two cores the quick checks take the
 * time of the longer lane, and the lanes are split to take about as long as each other (in a fresh-clone CI
 * run: lint 26 s, format 22, unused code 14; the type checker, TypeScript 7's, about 13 on more than one core
 * (TypeScript 6's took 36); the reading level and the docs' citations 1 each).
 */
export const STAGES: readonly (readonly (readonly string[])[])[] = [
  [
    ['typecheck', 'format:check', 'check:reading-level', 'check:docs'],
    ['lint', 'check:unused'],
  ],
  [['test:unit']],
  [['test:e2e']],
];

/** One part's outcome: its npm script, its wall time in seconds and its exit code. */
export interface PartTime {
  script: string;
  seconds: number;
  code: number;
}

/**
 * Runs `npm run <script>`; resolves with its exit code (1 when killed). Its output goes to this process's as it
 * comes, or, with `held`, is kept and written in one piece when it ends, so lanes side by side do not mix lines.
 */
function runScript(script: string, held = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        NODE_COMPILE_CACHE: COMPILE_CACHE,
        ...process.env,
        NODE_OPTIONS,
        GLIBC_TUNABLES,
      },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/**
 * The table printed at the end: a line per part, `  12.3 s  lint`, and `totalSeconds`, the whole run's wall
 * time (less than the parts' sum when lanes ran side by side).
 */
export function formatTimes(times: PartTime[], totalSeconds: number): string {
  const line = (seconds: number, label: string) => `${seconds.toFixed(1).padStart(8)} s  ${label}`;
  const total = totalSeconds;
  return [
    'Wall time of each part:',
    ...times.map((part) => line(part.seconds, part.code === 0 ? part.script : `${part.script} (failed)`)),
    line(total, 'in all'),
  ].join('\n');
}

/** Runs one lane's scripts in order, stopping at the first that fails; returns each one's time. */
async function runLane(scripts: readonly string[], held: boolean): Promise<PartTime[]> {
  const times: PartTime[] = [];
  for (const script of scripts) {
    const started = performance.now();
    const code = await runScript(script, held);
    times.push({ script, seconds: (performance.now() - started) / 1000, code });
    if (code !== 0) break;
  }
  return times;
}

/**
 * Runs `stages` in order (see STAGES), stopping after the first stage in which a script fails; returns every
 * part's time in the order of the stages and their lanes, a failed part last in its lane.
 */
export async function runStages(stages: readonly (readonly (readonly string[])[])[]): Promise<PartTime[]> {
  const times: PartTime[] = [];
  for (const lanes of stages) {
    const results = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
    times.push(...results.flat());
    if (results.some((lane) => lane.at(-1)?.code !== 0)) break;
  }
  return times;
}

if (import.meta.main) {
  // Scripts named on the command line run one after another.
  const stages = process.argv.length > 2 ? process.argv.slice(2).map((script) => [[script]]) : STAGES;
  const started = performance.now();
  const times = await runStages(stages);
  console.log(`\n${formatTimes(times, (performance.now() - started) / 1000)}`);
  process.exitCode = times.some((part) => part.code !== 0) ? 1 : 0;
}
