/**
 * npm run release -- <remote> [--version V] [--canary P [--stages S --step-minutes M]] [--no-build]
 *   [--browser-check] [--max-changed-pages N] [--refuse-new-violations]
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
 * With --stages and --step-minutes (docs/design.md#canary-stages), a staged canary: `--canary 10 --stages
 * 10,50:manual,100 --step-minutes 30` starts at 10 %, and the canary watch moves it to 50 % once it has been
 * healthy for 30 minutes; `:manual` holds a stage until someone advances it; a last stage of 100 promotes it.
 * The stages go strictly up from the --canary share (1 to 100); the step is in minutes, fractions allowed (0.01
 * to 10080).
 *
 * npm run release -- advance <remote> [--site <url> (DEPLOY_TOKEN)]: moves a staged canary to its next stage
 * now (a manual stage waits for this), or promotes it when that stage is 100 %.
 *
 * Prints the report in short when the release ends, refused or not, with the record's address.
 */
import { readCanaryStages, type CanaryStages, type ReportRules } from '@site/contracts/schemas';
import { parseArgs } from 'node:util';
import type { PreviewLink } from './release.ts';

const USAGE =
  'Usage: npm run release -- <remote> [--version V] [--canary P (0-99) [--stages 10,50:manual,100 ' +
  '--step-minutes M]] [--no-build] [--browser-check] [--max-changed-pages N] [--refuse-new-violations] ' +
  '[--site <url> (DEPLOY_TOKEN) [--commit SHA]]\n' +
  '       npm run release -- advance <remote> [--site <url> (DEPLOY_TOKEN)]';

/** The command line's flag for each field a stages refusal names. */
const STAGE_FLAGS: Record<string, string> = { canary: '--canary', step_minutes: '--step-minutes' };

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
    stages: { type: 'string' },
    'step-minutes': { type: 'string' },
    commit: { type: 'string' },
  },
});
const advancing = positionals[0] === 'advance';
if (positionals.length !== (advancing ? 2 : 1)) {
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
let stages: CanaryStages | undefined;
if (values.stages !== undefined || values['step-minutes'] !== undefined) {
  const read = readCanaryStages({ canary, stages: values.stages, step_minutes: values['step-minutes'] });
  if ('field' in read) {
    const flag = STAGE_FLAGS[read.field] ?? '--stages';
    console.error(`${flag}: ${read.message}\n${USAGE}`);
    process.exit(2);
  }
  stages = read;
}

// Loaded once the arguments are in form: a refusal of them needs none of the site's code, and comes at once.
const { callRemoteAction, changeRemote, releaseOverHttp, ReleaseFailed, releaseRemote, reportSummary } =
  await import('./release.ts');

if (advancing) {
  const remote = positionals[1]!;
  try {
    const token = values.token ?? process.env.DEPLOY_TOKEN;
    if (values.site && !token) {
      throw new Error("An advance over HTTP needs the remote's deploy token in DEPLOY_TOKEN (or --token).");
    }
    const answer = values.site
      ? await callRemoteAction(remote, { site: values.site, token: token!, action: 'advance' })
      : await changeRemote(remote, 'advance', { log: () => undefined });
    console.log(
      answer.status === 'live'
        ? `${remote}: the canary ${String(answer.version)} is live for every visitor (its last stage).`
        : `${remote}: the canary ${String(answer.version)} reaches ${String(answer.percent)} % of visitors ` +
            `(stage ${Number(answer.stage) + 1} of ${String(answer.stages)}).`,
    );
    process.exit(0);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

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
      ...(stages && { stages }),
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
      ...(stages && { stages }),
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
