/**
 * The release report's work on the pages' markup (docs/design.md#release-reports), in a worker thread of its own
 * (report-analysis.ts starts it): the markup comes from a team's code, so it is parsed here, where a time limit
 * ends the thread and a heap limit caps it, never on the web server's event loop. jsdom parses each page with
 * scripts off and no resource loading (nothing is fetched, nothing runs); the text of its `<main>` is compared
 * and diffed word by word with jsdiff; axe-core checks the pages that changed. One message per page, so what was
 * analysed before a time limit is kept.
 */
import { parentPort } from 'node:worker_threads';
import axe from 'axe-core';
import { diffWords } from 'diff';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { AnalysedPage, AnalysisInput, AnalysisPage } from './report-analysis.ts';

// Its modules are loaded while the pages are still being rendered; the pages come in one message.
const input = await new Promise<AnalysisInput>((resolve) => parentPort!.once('message', resolve));

/** Elements whose edges separate words in the text a reader sees (so `<h1>A</h1><p>B</p>` reads `A B`). */
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'BUTTON',
  'CAPTION',
  'DD',
  'DETAILS',
  'DIALOG',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'IMG',
  'LABEL',
  'LEGEND',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'OPTION',
  'P',
  'PRE',
  'SECTION',
  'SELECT',
  'SUMMARY',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

/** The visible text under `root`, words separated at block edges, runs of white space as one space. */
function textOf(root: Node): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      parts.push(node.nodeValue ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = (node as Element).tagName;
    if (SKIPPED.has(tag)) return;
    const block = BLOCKS.has(tag);
    if (block) parts.push(' ');
    for (const child of node.childNodes) walk(child);
    if (block) parts.push(' ');
  };
  walk(root);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** A page's markup as a document: scripts off, nothing loaded, nothing printed (a page may say anything). */
function parse(side: NonNullable<AnalysisPage['after']>): JSDOM {
  const escaped = side.title.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  const document =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escaped}</title></head>` +
    `<body><div id="root">${side.html}</div></body></html>`;
  // runScripts left unset: no script of the page runs, not even inline handlers; resources unset: no fetch.
  return new JSDOM(document, { url: input.origin, virtualConsole: new VirtualConsole() });
}

/** The text of the page's `<main>` (its whole root when it has none). */
const mainText = (dom: JSDOM) => {
  const document = dom.window.document;
  return textOf(document.querySelector('main') ?? document.getElementById('root')!);
};

/**
 * axe's violations of a parsed page, as rule id → the markup of each element breaking it: of the report's rules,
 * or of `only` these rules (the page before the change: only what it breaks after matters).
 */
async function violations(
  dom: JSDOM,
  only?: string[],
): Promise<Map<string, { impact: string | null; help: string; html: string[] }>> {
  const rules = Object.fromEntries(input.axeRulesSkipped.map((id) => [id, { enabled: false }]));
  const result = await axe.run(dom.window.document.documentElement, {
    runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: input.axeTags },
    ...(!only && { rules }),
    resultTypes: ['violations'],
  });
  return new Map(
    result.violations.map((violation) => [
      violation.id,
      { impact: violation.impact ?? null, help: violation.help, html: violation.nodes.map((node) => node.html) },
    ]),
  );
}

/** Equal text longer than this is shortened to its ends in a diff: the change is what a reader looks for. */
const EQUAL_KEPT = 160;

/** The word diff of `before` to `after` as the report keeps it, or undefined when it is past the limits. */
function textDiff(before: string, after: string): AnalysedPage['text_diff'] {
  const changes = diffWords(before, after, { timeout: input.diffTimeoutMs });
  if (!changes) return undefined;
  const parts = changes.map((change) => {
    const op = change.added ? ('insert' as const) : change.removed ? ('delete' as const) : ('equal' as const);
    const text =
      op === 'equal' && change.value.length > EQUAL_KEPT
        ? `${change.value.slice(0, EQUAL_KEPT / 2)} … ${change.value.slice(-EQUAL_KEPT / 2)}`
        : change.value;
    return { op, text };
  });
  const size = parts.reduce((sum, part) => sum + part.text.length, 0);
  return size > input.maxDiffChars ? undefined : parts;
}

for (const page of input.pages) {
  const result: AnalysedPage = { path: page.path, changed: false, new_violations: [], notes: [] };
  const tooBig = [page.before, page.after].some((side) => side && side.html.length > input.maxMarkupChars);
  if (tooBig) {
    result.changed = true;
    result.notes.push(`${page.path}: its markup is over ${input.maxMarkupChars} characters; not analysed`);
    parentPort!.postMessage(result);
    continue;
  }
  const before = page.before && parse(page.before);
  const after = page.after && parse(page.after);
  const beforeText = before ? mainText(before) : '';
  const afterText = after ? mainText(after) : '';
  result.changed = !before || !after || page.differs || beforeText !== afterText;
  if (result.changed && after) {
    result.text_diff = before ? textDiff(beforeText, afterText) : [{ op: 'insert', text: afterText }];
    if (!result.text_diff) {
      result.notes.push(`${page.path}: the text diff was past its limits (time or size); not kept`);
    }
    const found = await violations(after);
    // The page before the change is checked only for the rules it breaks after it: most pages break none.
    const had =
      before && found.size > 0 ? await violations(before, [...found.keys()]) : new Map<string, { html: string[] }>();
    // Only what the page did not have before counts: the same rule on the same element is not new.
    for (const [id, violation] of found) {
      // Counted per element's markup, so a second copy of an element that broke the rule before is new.
      const old = new Map<string, number>();
      for (const html of had.get(id)?.html ?? []) old.set(html, (old.get(html) ?? 0) + 1);
      const fresh = violation.html.filter((html) => {
        const left = old.get(html) ?? 0;
        old.set(html, left - 1);
        return left <= 0;
      });
      if (fresh.length === 0) continue;
      result.new_violations.push({
        id,
        impact: violation.impact as AnalysedPage['new_violations'][number]['impact'],
        help: violation.help,
        nodes: fresh.length,
      });
    }
  }
  before?.window.close();
  after?.window.close();
  parentPort!.postMessage(result);
}
parentPort!.postMessage({ done: true });
