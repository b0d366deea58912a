/**
 * npm run release -- <remote> [--version V] [--canary P] [--no-build] [--browser-check] [--max-changed-pages N]
 *   [--refuse-new-violations]
 * Builds one remote and releases it on this machine's site (docs/design.md#registry): through the running
 * server's release calls, or, with the site stopped, on its database with the API started in this process. Either
 * way the pages it can change are rendered in Node before the registry names it, and its release report is made
 * (docs/design.md#release-reports); with --browser-check it is also checked in Chromium first. The rules refuse
 * the release when its report changes more than N pages, or shows an axe violation a page did not have.
 *
 * npm run release -- <remote> --site <url> [--version V] [--canary P] [--commit SHA] [--no-build] [the rules],
 * with the remote's deploy token in DEPLOY_TOKEN (or --token): the same release from a team's CI, over HTTP,
 * without a shell on the server.
 *
 * With --canary, on either path, it is released as the remote's canary for P % of visitors, 0 to 99
 * (docs/design.md#releases); with --canary 0 no visitor is given it, and the command prints a preview link that
 * pins a reviewer's browser to it (on a stopped site, a link that works once the site runs).
 *
 * Prints the report in short when the release ends, refused or not, with the record's address.
 */
import type { ReportRules } from '@site/contracts/schemas';
import { parseArgs } from 'node:util';
import {
  callRemoteAction,
  releaseOverHttp,
  ReleaseFailed,
  releaseRemote,
  reportSummary,
  type PreviewLink,
} from './release.ts';

const USAGE =
  'Usage: npm run release -- <remote> [--version V] [--canary P (0-99)] [--no-build] [--browser-check] ' +
  '[--max-changed-pages N] [--refuse-new-violations] [--site <url> (DEPLOY_TOKEN) [--commit SHA]]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    'no-build': { type: 'boolean' },
    'browser-check': { type: 'boolean' },
    'max-changed-pages': { type: 'string' },
    'refuse-new-violations': { type: 'boolean' },
    site: { type: 'string' },
    token: { type: 'string' },
    canary: { type: 'string' },
    commit: { type: 'string' },
  },
});
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const rules: ReportRules = {};
if (values['max-changed-pages'] !== undefined) {
  if (!/^\d{1,6}$/.test(values['max-changed-pages'])) {
    console.error(`--max-changed-pages takes a whole number of pages.\n${USAGE}`);
    process.exit(2);
  }
  rules.max_changed_pages = Number(values['max-changed-pages']);
}
if (values['refuse-new-violations']) rules.refuse_new_violations = true;
if (values.canary !== undefined && !/^\d{1,2}$/.test(values.canary)) {
  console.error(`--canary takes a whole number of percent from 0 to 99 (0: a preview no visitor is given).\n${USAGE}`);
  process.exit(2);
}
const canary = values.canary === undefined ? undefined : Number(values.canary);

/** Prints a preview's link, and `note` when there is one. */
const printPreview = (name: string, link: PreviewLink, note?: string) =>
  console.log(
    `${name}: preview ${link.version} (no visitor is given it) at ${link.url} ` +
      `(any number of reviewers, until ${link.expires_at}, while it is the canary).${note ? ` ${note}` : ''}`,
  );

try {
  if (values.site) {
    if (values['browser-check']) throw new Error('--browser-check runs on this machine: it needs no --site.');
    const token = values.token ?? process.env.DEPLOY_TOKEN;
    if (!token) throw new Error("A release over HTTP needs the remote's deploy token in DEPLOY_TOKEN (or --token).");
    const answer = await releaseOverHttp(positionals[0]!, {
      site: values.site,
      token,
      version: values.version,
      build: !values['no-build'],
      rules,
      ...(canary !== undefined && { canary }),
      ...(values.commit !== undefined && { commit: values.commit }),
    });
    if (answer.report) console.log(reportSummary(answer.report).join('\n'));
    console.log(
      `${answer.remote}: ${answer.version} is ${answer.status}${answer.previous ? ` (previous: ${answer.previous})` : ''}; ` +
        `record ${answer.record}.`,
    );
    if (canary === 0) {
      const link = await callRemoteAction(answer.remote, { site: values.site, token, action: 'preview-link' });
      printPreview(answer.remote, link as unknown as PreviewLink);
    }
  } else {
    const result = await releaseRemote(positionals[0]!, {
      version: values.version,
      build: !values['no-build'],
      browserCheck: values['browser-check'] ?? false,
      rules,
      ...(canary !== undefined && { canary }),
    });
    if (result.report) console.log(reportSummary(result.report).join('\n'));
    if (result.record) console.log(`${result.name}: record ${result.record}.`);
    if (result.preview) printPreview(result.name, result.preview, result.preview.note);
  }
} catch (error) {
  if (error instanceof ReleaseFailed) {
    if (error.report) console.error(reportSummary(error.report).join('\n'));
    console.error(`${error.message}\nRecord: ${error.record}.`);
  } else console.error((error as Error).message);
  process.exit(1);
}
