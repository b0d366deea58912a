/**
 * npm run bench:tasks -- [--runs N] [path …]: the main-thread tasks a page runs after its first contentful
 * paint, the work Lighthouse's Total Blocking Time counts. Loads each page of a running site (SITE_URL,
 * default http://127.0.0.1:8080; default paths: the five the audit checks) in headless Chromium on a phone's
 * screen with no throttling, records a Chromium trace, and estimates Total Blocking Time as Lighthouse's
 * mobile audit simulates it: every task after the first contentful paint, 4× as long (its CPU slowdown),
 * blocks for what it lasts past 50 ms. It counts each task's length twice: as the CPU time its thread spent
 * in it (the page's own work, which the estimate by CPU time follows) and from start to end as Lighthouse
 * does (the estimate by wall time, which grows when other processes on a busy machine take the CPU). Prints per page the median estimates over N runs (default 5) and, from
 * the median run, each task that blocks with the scripts it ran. Lighthouse's own figure differs (it also
 * simulates the network, which moves tasks), but moves with this one, which runs in a few seconds and does
 * not vary as much (docs/design.md#speed).
 */
import { parseArgs } from 'node:util';
import { launchBrowser } from '../browser.ts';

/** Lighthouse's mobile CPU slowdown and the length past which a task blocks input, ms. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** One event of a Chromium trace (Trace Event Format), as CDP's Tracing domain and Lighthouse's artifacts give it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, µs: without the time the machine gave other processes. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

/** One task after the first contentful paint: when it started (ms after the paint), its lengths and scripts. */
export interface Task {
  startMs: number;
  /** From start to end, ms: what Lighthouse measures, longer when the machine runs other processes meanwhile. */
  wallMs: number;
  /** The CPU time its thread spent in it, ms: the page's own work. */
  cpuMs: number;
  scripts: string[];
}

/** What a task of `ms` blocks once slowed down as Lighthouse's mobile audit simulates it. */
const blocks = (ms: number) => Math.max(0, ms * CPU_SLOWDOWN - BLOCKING_MS);

/** One page load: its estimated blocking time by CPU time and by wall time (ms), and the tasks that block. */
interface Estimate {
  cpuBlockingMs: number;
  wallBlockingMs: number;
  tasks: Task[];
}

const fileName = (url: string) => url.split('/').pop() || url;

/** The page's first contentful paint and the main thread's task events from it on. */
function taskEventsAfterFirstPaint(events: TraceEvent[]): { paint: TraceEvent; taskEvents: TraceEvent[] } {
  // The first contentful paint happens on the page's main thread.
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The page painted no content.');
  const taskEvents = events.filter(
    (e) => e.pid === paint.pid && e.tid === paint.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= paint.ts,
  );
  return { paint, taskEvents };
}

/**
 * The tasks the page's main thread ran from its first contentful paint on, read from one page load's trace
 * events: start (ms after the paint), wall time and the thread's CPU time (ms), `scripts` left empty (finding
 * them scans the whole trace once per task). Throws when the trace has no first contentful paint.
 */
export function tasksAfterFirstPaint(events: TraceEvent[]): Task[] {
  const { paint, taskEvents } = taskEventsAfterFirstPaint(events);
  return taskEvents.map((task) => ({
    startMs: (task.ts - paint.ts) / 1000,
    wallMs: (task.dur ?? 0) / 1000,
    cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
    scripts: [],
  }));
}

/**
 * The CPU time (ms) the page's main thread spent in tasks after its first contentful paint, from one page
 * load's trace events: the page's own work, which other processes on the machine do not lengthen. Throws when
 * the trace has no first contentful paint.
 */
export function cpuAfterFirstPaintMs(events: TraceEvent[]): number {
  return tasksAfterFirstPaint(events).reduce((sum, task) => sum + task.cpuMs, 0);
}

/** Reads the estimate out of one page load's trace events. */
function estimate(events: TraceEvent[]): Estimate {
  const { paint, taskEvents } = taskEventsAfterFirstPaint(events);
  const onMain = (e: TraceEvent) => e.pid === paint.pid && e.tid === paint.tid;
  const tasks = tasksAfterFirstPaint(events);
  // Only the tasks that block are shown, with the scripts they ran.
  const scriptsOf = (task: TraceEvent) => {
    const end = task.ts + (task.dur ?? 0);
    const urls = events
      .filter(
        (e) =>
          onMain(e) &&
          (e.name === 'EvaluateScript' || e.name === 'FunctionCall') &&
          e.ts >= task.ts &&
          e.ts <= end &&
          e.args?.data?.url,
      )
      .map((e) => fileName(e.args!.data!.url!));
    return [...new Set(urls)];
  };
  return {
    cpuBlockingMs: tasks.reduce((sum, task) => sum + blocks(task.cpuMs), 0),
    wallBlockingMs: tasks.reduce((sum, task) => sum + blocks(task.wallMs), 0),
    tasks: tasks.flatMap((task, i) =>
      blocks(task.cpuMs) > 0 || blocks(task.wallMs) > 0 ? [{ ...task, scripts: scriptsOf(taskEvents[i]!) }] : [],
    ),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

// The command line; other scripts import the trace reading above without starting it.
if (import.meta.main) {
  const site = process.env.SITE_URL ?? 'http://127.0.0.1:8080';
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string', default: '5' } },
    allowPositionals: true,
  });
  const runs = Math.max(1, Number(values.runs) || 1);

  const browser = await launchBrowser();

  /** Loads `url` once in a fresh context and returns its estimate. */
  async function measure(url: string): Promise<Estimate> {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: {
          includedCategories: [
            'toplevel',
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'loading',
            'blink.user_timing',
          ],
        },
      });
      await page.goto(url, { waitUntil: 'load' });
      // The shell starts after the load event and the first paint; it is done once it marks the page ready.
      await page.locator('html[data-shell="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
      await page.waitForTimeout(1000);
      await cdp.send('Tracing.end');
      await complete;
      return estimate(events);
    } finally {
      await context.close();
    }
  }

  async function auditedPaths(): Promise<string[]> {
    if (positionals.length) return positionals;
    const [newest] = (await (await fetch(`${site}/api/news/`)).json()) as { id: number }[];
    return [
      '/',
      '/about-us/meet-our-team',
      '/services/modalities/magnetic-resonance-imaging',
      ...(newest ? [`/news/${newest.id}`] : []),
      '/contact',
    ];
  }

  try {
    console.log(`Estimated Total Blocking Time (4× CPU), median of ${runs} loads (${site})\n`);
    for (const pagePath of await auditedPaths()) {
      const estimates: Estimate[] = [];
      for (let run = 0; run < runs; run++) estimates.push(await measure(site + pagePath));
      const byCpu = median(estimates.map((e) => e.cpuBlockingMs));
      const byWall = median(estimates.map((e) => e.wallBlockingMs));
      const runsOf = (key: 'cpuBlockingMs' | 'wallBlockingMs') =>
        estimates
          .map((e) => e[key])
          .sort((a, b) => a - b)
          .map((ms) => ms.toFixed(0))
          .join(', ');
      console.log(`${pagePath}: by CPU time ${byCpu.toFixed(0)} ms (runs: ${runsOf('cpuBlockingMs')})`);
      console.log(
        `${' '.repeat(pagePath.length)}  by wall time ${byWall.toFixed(0)} ms (runs: ${runsOf('wallBlockingMs')})`,
      );
      // The tasks of the run whose CPU estimate is the median.
      const typical = estimates.find((e) => e.cpuBlockingMs === byCpu)!;
      for (const task of typical.tasks) {
        console.log(
          `  FCP + ${task.startMs.toFixed(0).padStart(5)} ms  CPU ${task.cpuMs.toFixed(1).padStart(5)} ms  wall ${task.wallMs
            .toFixed(1)
            .padStart(5)} ms  ${task.scripts.join(' ') || '(no script: style, layout or parsing)'}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}
