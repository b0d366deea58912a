/**
 * npm run check:docs: every `docs/<file>.md#<section>` that a file in the repository cites must name a file
 * that exists and a heading in it, so comments and docs never point at a section that was renamed or removed.
 * It prints each broken citation as `file:line: citation (why)` and exits 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { ROOT } from '../paths.ts';

/** A citation of a docs file, optionally with a section anchor, as written in a source or docs file. */
export const CITATION = /\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g;

/**
 * The anchors GitHub gives the headings of a Markdown document, in order (duplicates numbered `-1`, `-2`, as
 * GitHub does). Lines inside fenced code blocks are not headings.
 */
export function headingAnchors(markdown: string): string[] {
  const slugger = new GithubSlugger();
  const anchors: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark) {
      fence = fence === undefined ? fenceMark : fence === fenceMark ? undefined : fence;
      continue;
    }
    const heading = fence === undefined ? /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line) : null;
    if (heading?.[1]) anchors.push(slugger.slug(heading[1].replace(/`/g, '')));
  }
  return anchors;
}

/** A citation that names no existing file or heading: where it was written and why it is broken. */
export interface BrokenCitation {
  file: string;
  line: number;
  citation: string;
  reason: string;
}

/**
 * Checks every citation in `files` (paths relative to `root`). `readDoc` returns a cited document's text, or
 * undefined when the file does not exist.
 */
export function brokenCitations(
  files: { path: string; text: string }[],
  readDoc: (docPath: string) => string | undefined,
): BrokenCitation[] {
  const anchorsByDoc = new Map<string, Set<string> | undefined>();
  const anchorsOf = (docPath: string) => {
    if (!anchorsByDoc.has(docPath)) {
      const text = readDoc(docPath);
      anchorsByDoc.set(docPath, text === undefined ? undefined : new Set(headingAnchors(text)));
    }
    return anchorsByDoc.get(docPath);
  };
  const broken: BrokenCitation[] = [];
  for (const file of files) {
    file.text.split('\n').forEach((text, index) => {
      for (const [citation] of text.matchAll(CITATION)) {
        const [docPath = '', anchor] = citation.split('#');
        const anchors = anchorsOf(docPath);
        const reason =
          anchors === undefined ? 'no such file' : anchor && !anchors.has(anchor) ? 'no such section' : undefined;
        if (reason) broken.push({ file: file.path, line: index + 1, citation, reason });
      }
    });
  }
  return broken;
}

const SCANNED = /\.(tsx?|css|md|conf|json|sh)$|(^|\/)\.ci\/run$/;

function main(): void {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const files = listed
    .split('\n')
    .filter((file) => SCANNED.test(file) && !file.startsWith('data/') && existsSync(path.join(ROOT, file)))
    .map((file) => ({ path: file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
  const broken = brokenCitations(files, (docPath) => {
    const full = path.join(ROOT, docPath);
    return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
  });
  for (const { file, line, citation, reason } of broken) console.error(`${file}:${line}: ${citation} (${reason})`);
  console.log(`${files.length} files checked, ${broken.length} broken docs citation(s)`);
  if (broken.length > 0) process.exitCode = 1;
}

if (import.meta.main) main();
