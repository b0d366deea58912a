/**
 * Runs Lighthouse (its Node API) in Debian's Chromium, started by chrome-launcher, and reduces each report to
 * the figures the audit prints and checks against its targets.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { TraceEvent } from '../bench/main-thread.ts';

/** The four Lighthouse categories the targets name, by report id. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One page's figures: scores 0–100, times in ms, bytes as transferred (compressed). */
export interface AuditFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  /** Titles of the failed audits of the non-performance categories: what keeps a score under 100. */
  failures: string[];
}

/** The parts of a Lighthouse result (LHR) this file reads. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { title: string; score: number | null; numericValue?: number; details?: { items?: Record<string, unknown>[] } }
  >;
}

/** The figures of one report. Scripts are counted from the network requests Lighthouse saw. */
export function figuresOf(report: LighthouseReport): AuditFigures {
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const failures = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]!.score! < 1)
      .map((ref) => `${category}: ${report.audits[ref.id]!.title}`),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    jsBytes,
    failures,
  };
}

/** Where Debian puts Chromium; CHROME_PATH overrides (chrome-launcher's own variable). */
const chromePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Headless, and nothing that calls home: these machines have no internet, and a stray request would be
// counted against the page.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--no-first-run',
  '--no-default-browser-check',
  '--metrics-recording-only',
];

/**
 * One audit: the report's figures, the report, and the CPU time (ms) the page's main thread spent in tasks after
 * its first contentful paint, read from Lighthouse's trace as `npm run bench:tasks` reads its own (NaN when the
 * run has no trace with a first contentful paint).
 */
export interface AuditRun {
  figures: AuditFigures;
  report: LighthouseReport;
  cpuAfterFcpMs: number;
}

/** A Chromium for Lighthouse; `audit(url)` runs one mobile audit with default throttling. */
export interface Auditor {
  audit(url: string): Promise<AuditRun>;
  close(): Promise<void>;
}

/**
 * Starts Chromium and returns an Auditor. Each audit is Lighthouse's default configuration (mobile form
 * factor, simulated slow 4G and 4× CPU slowdown) limited to the four categories. Throws when Chromium does
 * not start or Lighthouse returns no result.
 */
export async function startAuditor(): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  return {
    async audit(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const report = result.lhr as unknown as LighthouseReport;
      // Lighthouse's default throttling is simulated: the trace is of the page loading unthrottled, as bench:tasks loads it.
      // A run Lighthouse could not finish (its report names a runtime error) may come without a trace; its
      // CPU time is then unknown (NaN), and the audit takes the median of the other runs.
      const trace = (result.artifacts as unknown as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
      let cpuAfterFcpMs = Number.NaN;
      if (trace?.traceEvents?.some((e) => e.name === 'firstContentfulPaint')) {
        // Imported here, not at the top: main-thread.ts is also a command whose top-level await jest's CommonJS
        // transform cannot load, and the tests of this file's figuresOf never run an audit.
        const { cpuAfterFirstPaintMs } = await import('../bench/main-thread.ts');
        cpuAfterFcpMs = cpuAfterFirstPaintMs(trace.traceEvents);
      } else {
        const runtimeError = (result.lhr as { runtimeError?: { message?: string } }).runtimeError?.message;
        console.warn(`${url}: no trace with a first contentful paint (${runtimeError ?? 'no runtime error'}).`);
      }
      return { figures: figuresOf(report), report, cpuAfterFcpMs };
    },
    close: async () => chrome.kill(),
  };
}
