/**
 * `npm test`: every check of the repository, one npm script after another, stopping at the first that fails,
 * then a table of each part's wall time, so a slower suite shows which part grew (docs/design.md#tests).
 *
 * Usage: `node scripts/src/ci/test-all.ts [script …]`; without arguments, the scripts in PARTS.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** The parts of `npm test`, in the order they run: the quick checks first, the browser last. */
export const PARTS = [
  'typecheck',
  'lint',
  'format:check',
  'check:reading-level',
  'check:docs',
  'check:unused',
  'test:unit',
  'test:e2e',
] as const;

/** One part's outcome: its npm script, its wall time in seconds and its exit code. */
export interface PartTime {
  script: string;
  seconds: number;
  code: number;
}

/** Runs `npm run <script>` with this process's output; resolves with its exit code (1 when killed). */
function runScript(script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** The table printed at the end: a line per part, `  12.3 s  lint`, and the total. */
export function formatTimes(times: PartTime[]): string {
  const line = (seconds: number, label: string) => `${seconds.toFixed(1).padStart(8)} s  ${label}`;
  const total = times.reduce((sum, part) => sum + part.seconds, 0);
  return [
    'Wall time of each part:',
    ...times.map((part) => line(part.seconds, part.code === 0 ? part.script : `${part.script} (failed)`)),
    line(total, 'in all'),
  ].join('\n');
}

/** Runs `scripts` in order; returns every part's time, the last one being the first that failed, if any. */
export async function runParts(scripts: readonly string[]): Promise<PartTime[]> {
  const times: PartTime[] = [];
  for (const script of scripts) {
    const started = performance.now();
    const code = await runScript(script);
    times.push({ script, seconds: (performance.now() - started) / 1000, code });
    if (code !== 0) break;
  }
  return times;
}

if (import.meta.main) {
  const scripts = process.argv.length > 2 ? process.argv.slice(2) : PARTS;
  const times = await runParts(scripts);
  console.log(`\n${formatTimes(times)}`);
  process.exitCode = times.at(-1)?.code ?? 0;
}
