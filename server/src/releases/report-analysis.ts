/**
 * The release report's analysis of the pages' markup (docs/design.md#release-reports): started here, run in a
 * worker thread (report-worker.ts) so that a team's markup is parsed off the web server's event loop, under a
 * heap limit, and ended by a time limit or an abort signal. The worker is started as the renders start, so
 * loading its modules overlaps them. The worker parses each page in jsdom with scripts off
 * and nothing loaded, compares the text of its `<main>`, diffs it word by word (jsdiff) and runs axe-core on the
 * pages that changed.
 */
import type { ReportViolation, TextDiffPart } from '@site/contracts/schemas';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ROOT } from '../paths.ts';

/** One side of a page as the worker reads it: its `#root` markup and its title. */
interface AnalysisSide {
  html: string;
  title: string;
}

/** A page to analyse: its sides (absent where the page does not exist) and whether anything but its text differs. */
export interface AnalysisPage {
  path: string;
  before?: AnalysisSide;
  after?: AnalysisSide;
  /** Its title, description or assets differ: changed whatever its text. */
  differs: boolean;
}

/** What the worker is sent to analyse (one message). */
export interface AnalysisInput {
  pages: AnalysisPage[];
  /** The site's public origin, as the documents' URL (nothing is fetched from it). */
  origin: string;
  /** The axe rules that run: these tags' rules, but those in `axeRulesSkipped`. */
  axeTags: string[];
  axeRulesSkipped: string[];
  /** A side with more markup than this is not parsed; its page is noted and counted as changed. */
  maxMarkupChars: number;
  /** A page's text diff longer than this is not kept. */
  maxDiffChars: number;
  /** How long jsdiff may take for one page, in milliseconds. */
  diffTimeoutMs: number;
}

/** What the worker found for one page. */
export interface AnalysedPage {
  path: string;
  /** Its text, title, description or assets differ, or it exists on one side only. */
  changed: boolean;
  /** Before to after, for a changed page; absent when past the limits (then noted). */
  text_diff?: TextDiffPart[];
  new_violations: ReportViolation[];
  /** What could not be analysed, and why. */
  notes: string[];
}

/** The analysis of some pages: those analysed, and notes on what was not. */
interface Analysis {
  pages: Map<string, AnalysedPage>;
  notes: string[];
}

// From the repository root rather than import.meta, which the tests' CommonJS build of this file lacks.
const workerFile = () => path.join(ROOT, 'server', 'src', 'releases', 'report-worker.ts');

/** An analysis worker, started ahead of its pages: loading jsdom and axe-core takes a second or more. */
export interface AnalysisWorker {
  /**
   * Analyses `input.pages` within the time limit, which starts now. Resolves with every page analysed by then;
   * a time limit, an abort, the heap limit or a crash of the worker ends it, and the pages left are named in
   * `notes`. Never rejects. The worker ends with it: call it once.
   */
  analyse(input: AnalysisInput): Promise<Analysis>;
  /** Ends the worker unused (the renders failed, say). */
  stop(): void;
}

/**
 * Starts a fresh analysis worker thread with a heap of `memoryMb`, loading its modules while the pages are still
 * being rendered; `timeoutMs` bounds each analysis from its start, and `signal` ends the worker whenever it aborts.
 */
export function startAnalysis(limits: { timeoutMs: number; memoryMb: number; signal?: AbortSignal }): AnalysisWorker {
  const worker = new Worker(workerFile(), {
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    // Its output is nobody's business: jsdom's console is silenced, anything else is dropped.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  // Until an analysis listens, what ends the worker is only remembered.
  let ended: string | undefined;
  let onEnd: (why: string) => void = (why) => {
    ended ??= why;
  };
  const stop = () => void worker.terminate();
  worker.on('error', (error) => onEnd(`the analysis failed (${error.message.slice(0, 200)})`));
  worker.on('exit', () => onEnd('the analysis ended early'));
  const onAbort = () => {
    onEnd('the analysis was ended');
    stop();
  };
  if (limits.signal?.aborted) onAbort();
  else limits.signal?.addEventListener('abort', onAbort, { once: true });
  return {
    stop: () => {
      limits.signal?.removeEventListener('abort', onAbort);
      stop();
    },
    analyse: (input) =>
      new Promise<Analysis>((resolve) => {
        const analysis: Analysis = { pages: new Map(), notes: [] };
        let settled = false;
        const finish = (why?: string) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          limits.signal?.removeEventListener('abort', onAbort);
          stop();
          if (why) {
            const left = input.pages.filter((page) => !analysis.pages.has(page.path)).length;
            analysis.notes.push(`${why}; ${left} of ${input.pages.length} pages not analysed`);
          }
          resolve(analysis);
        };
        const timer = setTimeout(
          () => finish(`the analysis ran past its limit of ${limits.timeoutMs} ms`),
          limits.timeoutMs,
        );
        if (input.pages.length === 0) return finish();
        if (ended) return finish(ended);
        onEnd = finish;
        worker.on('message', (message: AnalysedPage | { done: true }) => {
          if ('done' in message) return finish();
          analysis.pages.set(message.path, message);
          analysis.notes.push(...message.notes);
        });
        worker.postMessage(input);
      }),
  };
}
