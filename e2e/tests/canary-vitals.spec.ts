import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type {
  CanaryJudgementsAnswer,
  CanaryStages,
  ReleaseSeriesAnswer,
  ReleasesOverview,
  SeriesLanePoint,
} from '@site/contracts/schemas';
import { VITALS_REPORTING_MARK } from '@site/contracts/vitals-mark';
import { releaseOverHttp } from '@site/scripts/release';
import { startSite, type Site } from '@site/test-support/site';
import { adminApi, createAccount, createDeployToken } from '../support/admin-origin.ts';
import { expect, expectNoAxeViolations, openPage, prepareSitePage, test } from '../support/fixtures.ts';
import { freshDataDir } from '../support/data-template.ts';

/**
 * Staged canaries judged on real visitors' Web Vitals (docs/design.md#releases, #canary-stages, #web-vitals), in
 * Chromium: a canary whose page paints its largest element two seconds late is judged `failing` on LCP from the
 * beacons of one visitor in each lane and rolled back; a clean one, judged `healthy`, moves from its first stage
 * to its second on its own; the Releases screen's charts of those visits pass axe, and their table alternative
 * holds the figures the series call answered. The spec starts a site of its own (the port after the admin
 * origin spec's) that looks at canaries every quarter second and judges `about` on one visitor (all visits come
 * from 127.0.0.1, one source).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, 'data/e2e/canary-vitals');
const PORT = Number(process.env.E2E_CANARY_VITALS_PORT ?? Number(process.env.E2E_PORT ?? 8090) + 7);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// The admin's own origin, the same server told apart by Host.
const ADMIN_URL = `http://admin.localhost:${PORT}`;
const ADMIN = { email: 'vitals.admin@riverbend.example', name: 'Val Vitals', password: 'a vitals passphrase' };
const PAGE = '/about-us/history-goals-mission';
const SLOW = '2.0.0-e2e-slow-paint';
const CLEAN = '2.0.1-e2e-clean';
/** How long the slow build holds back its largest paint, in ms. */
const PAINT_DELAY_MS = 2_000;

/** Judged on one visitor from one source; a canary's LCP may be 1 s over the stable lane's before it fails. */
const CANARY_RULES = { about: { min_views: 1, min_sources: 1, min_vital_samples: 1, vital_slack_ms: 1_000 } };

/** Stages 10 % then 50 %, with a step of `minutes`. */
const stagesOf = (minutes: number): CanaryStages => ({
  canary: 10,
  stages: [
    { percent: 10, manual: false },
    { percent: 50, manual: false },
  ],
  step_minutes: minutes,
});

let site: Site | undefined;
let token = '';
let stableVersion = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await freshDataDir(DATA_DIR);
  token = createDeployToken(DATA_DIR, 'about');
  createAccount(DATA_DIR, ADMIN, 'admin');
  site = await startSite({
    dataDir: DATA_DIR,
    port: PORT,
    readyTimeoutMs: 240_000,
    env: { CANARY_WATCH_MS: '250', CANARY_RULES: JSON.stringify(CANARY_RULES) },
  });
  stableVersion = (await (await fetch(`${ORIGIN}/registry.json`)).json()).remotes.about.version;
});

test.afterAll(async () => site?.stop());

/**
 * A copy of the about build whose pages, in the browser, add a banner covering the window PAINT_DELAY_MS after
 * the section's code runs: the page's largest paint, so its LCP comes late. Its Node build is untouched, so it
 * renders and passes verification as the real one does. Returns the folder; the caller removes it.
 */
async function slowPaintAboutBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'slow-paint-about-'));
  await cp(path.join(ROOT, 'mfe-about/dist'), dir, { recursive: true });
  const routesChunk = (await readdir(dir)).find((file) => /^__federation_expose_routes\..*\.js$/.test(file))!;
  const banner = `(function () {
  if (typeof document === 'undefined') return;
  setTimeout(function () {
    var banner = document.createElement('div');
    banner.setAttribute('data-slow-paint', '');
    banner.setAttribute('aria-hidden', 'true');
    var style = banner.style;
    style.position = 'fixed';
    style.top = style.left = style.right = style.bottom = '0';
    style.zIndex = '100';
    style.background = '#fff';
    style.color = '#000';
    style.fontSize = '64px';
    banner.textContent = new Array(40).join('A late banner. ');
    document.body.appendChild(banner);
  }, ${PAINT_DELAY_MS});
})();
`;
  const code = await readFile(path.join(dir, routesChunk), 'utf8');
  await writeFile(path.join(dir, routesChunk), banner + code);
  // The precompressed copies would still hold the chunk as it was.
  for (const file of await readdir(dir)) if (/\.(br|gz)$/.test(file)) await rm(path.join(dir, file));
  return dir;
}

/**
 * A visitor in `bucket` (00–99; below the canary's share is its lane) opens PAGE in a browser of their own and
 * leaves for a blank page once the page has painted all it will and its Web Vitals reporter runs: the page is
 * hidden, and the reporter sends what it measured in a beacon. `slowPaint`: waits for the slow build's late
 * banner first. Returns the console errors and uncaught errors of the visit, and the browser, which the caller
 * closes once the beacon has been counted (Playwright does not report a beacon sent while a page unloads, and
 * closing the browser at once could cancel it).
 */
async function visit(
  browser: Browser,
  bucket: string,
  { slowPaint = false } = {},
): Promise<{ errors: string[]; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await context.addCookies([{ name: 'rr_bucket', value: bucket, url: ORIGIN }]);
  const page = await prepareSitePage(await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await openPage(page, PAGE);
  // The reporter's own sign that it listens: its chunk's arrival is not that moment (it runs a task later).
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, VITALS_REPORTING_MARK);
  if (slowPaint) await expect(page.locator('[data-slow-paint]')).toBeVisible();
  await page.goto('about:blank');
  return { errors, context };
}

/** Signs the admin in from a tab on the admin origin in `page`'s browser, and calls the admin API from there. */
async function signedInAdminApi(page: Page) {
  const api = await adminApi(page, ADMIN_URL);
  expect((await api.call('POST', '/api/admin/session', { email: ADMIN.email, password: ADMIN.password })).status).toBe(
    200,
  );
  const get = async <T>(apiPath: string): Promise<T> => {
    const answer = await api.call<T>('GET', apiPath);
    expect(answer.status, apiPath).toBe(200);
    return answer.body;
  };
  return {
    aboutReleases: async () =>
      (await get<ReleasesOverview>('/api/admin/releases')).remotes.find((r) => r.remote === 'about')!,
    judgements: async () => (await get<CanaryJudgementsAnswer>('/api/admin/releases/about/judgements')).judgements,
    close: api.close,
  };
}

/** The site's last lines of output, for a failure's message: its render passes, releases and canary watch. */
const siteLog = () => `The site's last lines:\n${site?.output().split('\n').slice(-40).join('\n') ?? ''}`;

/** The release record at `record` (the release call's Location), read with the deploy token. */
async function readRecord(record: string): Promise<{ status: string; reason: string | null }> {
  const response = await fetch(record, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; reason: string | null };
}

test('a 10 % canary that paints its largest element 2 s late is judged failing on LCP by its visitors and rolled back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const distDir = await slowPaintAboutBuild();
  // A long step: the canary stays at its first stage whatever its errors say until its visitors' vitals are in.
  const released = await releaseOverHttp('about', {
    site: ORIGIN,
    token,
    version: SLOW,
    distDir,
    canary: 10,
    stages: stagesOf(30),
  });
  await rm(distDir, { recursive: true, force: true });
  expect(released).toMatchObject({ version: SLOW, previous: stableVersion, status: 'canary' });

  // One visitor in the canary's lane (bucket 00) and one in the stable lane (99), side by side.
  const visited = performance.now();
  const visitors = await Promise.all([visit(browser, '00', { slowPaint: true }), visit(browser, '99')]);
  try {
    expect(visitors.flatMap(({ errors }) => errors)).toEqual([]);
    await expect.poll(async () => (await readRecord(released.record)).status, { timeout: 20_000 }).toBe('rolled_back');
    // With this site's 250 ms watch; a site with the default look adds up to CANARY_WATCH_MS (10 s) to it.
    console.log(`timing: slow canary rolled back ${Math.round(performance.now() - visited)} ms after its first visits`);
  } finally {
    await Promise.all(visitors.map(({ context }) => context.close()));
  }
  const lcpOver = /Over the margin: LCP p75 \d+ ms on the canary against \d+ ms on the stable lane/;
  const { reason } = await readRecord(released.record);
  expect(reason).toMatch(/^Rolled back automatically\./);
  expect(reason).toMatch(lcpOver);

  const admin = await signedInAdminApi(page);
  const [latest] = await admin.judgements();
  expect(latest).toMatchObject({
    canary_version: SLOW,
    stable_version: stableVersion,
    percent: 10,
    outcome: 'failing',
  });
  expect(latest!.reason).toMatch(lcpOver);
  expect(latest!.figures.vitals.LCP.canary.p75).toBeGreaterThan(PAINT_DELAY_MS);
  expect(latest!.figures.vitals.LCP.canary.count).toBe(1);
  expect(latest!.figures.vitals.LCP.stable.count).toBe(1);
  // The canary is gone: every visitor gets the stable version again.
  expect(await admin.aboutReleases()).toMatchObject({ current: { version: stableVersion }, canary: null });
  await admin.close();
});

test('a clean staged canary judged healthy moves from 10 % to 50 % of visitors on its own after its step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const released = await releaseOverHttp('about', {
    site: ORIGIN,
    token,
    version: CLEAN,
    distDir: path.join(ROOT, 'mfe-about/dist'),
    canary: 10,
    // A step of 1.2 s: moved on at the first healthy look that long after its step began.
    stages: stagesOf(0.02),
  });
  expect(released).toMatchObject({ version: CLEAN, status: 'canary' });
  // The release is answered once its visitors get it; a record with a reason says it was not seen served.
  expect((await readRecord(released.record)).reason, siteLog()).toBeNull();
  // A page view in the canary's lane: enough for its errors to be judged under this site's rule.
  const view = await fetch(`${ORIGIN}${PAGE}`, { headers: { cookie: 'rr_bucket=00' } });
  expect(view.status).toBe(200);
  expect(await view.text(), siteLog()).toContain(`/remotes/about/${CLEAN}/`);

  const admin = await signedInAdminApi(page);
  await expect.poll(async () => (await admin.aboutReleases()).canary?.percent, { timeout: 30_000 }).toBe(50);
  const { canary } = await admin.aboutReleases();
  expect(canary).toMatchObject({ version: CLEAN, plan: { stage: 1, next_step_at: null } });
  expect(canary!.plan!.changes.map(({ stage, percent, by }) => ({ stage, percent, by }))).toEqual([
    { stage: 0, percent: 10, by: 'release' },
    { stage: 1, percent: 50, by: 'canary watch' },
  ]);
  const judgements = (await admin.judgements()).filter((judgement) => judgement.canary_version === CLEAN);
  expect(judgements.map((judgement) => judgement.outcome)).toContain('healthy');
  expect(judgements.map((judgement) => judgement.outcome)).not.toContain('failing');
  await admin.close();
  // A visitor between the two shares now gets the canary too, within the 10 s a share change takes to reach
  // every visitor: the stored pages' lanes are relinked after the plan's change is recorded, not with it.
  await expect
    .poll(async () => (await fetch(`${ORIGIN}${PAGE}`, { headers: { cookie: 'rr_bucket=30' } })).text(), {
      timeout: 10_000,
    })
    .toContain(`/remotes/about/${CLEAN}/`);
});

/** The body rows of the table named `caption`, each as its cells' text. */
const bodyRows = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText)));

/** A lane's name as the charts' tables show it. */
const laneName = (lane: SeriesLanePoint['lane']) => (lane === 'canary' ? 'Canary lane' : 'Stable lane');

test('the dashboard shows the staged canary, and the Releases screen’s charts of these visits pass axe with the series’ figures in their tables', async ({
  page,
  consoleErrors,
}) => {
  const admin = await signedInAdminApi(page);
  await admin.close();
  await openPage(page, `${ADMIN_URL}/admin/`);
  const sections = page.getByRole('main').getByRole('region', { name: 'Sections' });
  const about = sections.getByRole('row', { name: /^about on the Releases screen/ });
  await expect(about.getByRole('cell')).toHaveText([
    stableVersion,
    `Canary ${CLEAN} at 50% (stage 2 of 2)`,
    /^Live: .* errors per view \(\d+ views?\)\. Canary: 0\.0% errors per view \(\d+ views?\)$/,
  ]);
  await expectNoAxeViolations(page);

  const series = page.waitForResponse((response) => response.url().includes('/api/admin/releases/about/series?'));
  await about.getByRole('link').click();
  const region = page.getByRole('main').getByRole('region', { name: 'about' });
  await region.getByRole('button', { name: 'Show charts of about over time' }).click();
  const answer = (await (await series).json()) as ReleaseSeriesAnswer;
  await expect(region.getByRole('img', { name: /^Largest Contentful Paint, 75th percentile of about/ })).toBeVisible();
  await expect(region.getByText('Drawing the chart…')).toHaveCount(0);
  // The judgements of both canaries are listed under the charts.
  await expect(region.getByRole('table', { name: /canary judgements? of about/ })).toContainText(SLOW);

  // The LCP chart's table: each hour and lane the series has an LCP for, with the same figures.
  await region.getByText('Show the figures of Largest Contentful Paint, 75th percentile as a table').click();
  const lcp = answer.lanes.filter((point) => point.vitals.LCP.p75 !== null);
  expect(lcp.map((point) => point.lane).sort()).toEqual(['canary', 'stable']);
  expect(
    await bodyRows(page, 'Largest Contentful Paint, 75th percentile of about by hour and lane, oldest first'),
  ).toEqual(
    lcp.map((point) => [
      expect.any(String),
      laneName(point.lane),
      point.versions.join(', '),
      `${Math.round(point.vitals.LCP.p75!).toLocaleString('en-US')} ms`,
      point.vitals.LCP.count.toLocaleString('en-US'),
    ]),
  );
  // The slow canary's visit is the canary lane's LCP.
  expect(lcp.find((point) => point.lane === 'canary')!.vitals.LCP.p75).toBeGreaterThan(PAINT_DELAY_MS);
  // Errors per page view: each hour and lane with views.
  await region.getByText('Show the figures of Errors per page view as a table').click();
  expect(await bodyRows(page, 'Errors per page view of about by hour and lane, oldest first')).toEqual(
    answer.lanes
      .filter((point) => point.errors_per_view !== null)
      .map((point) => [
        expect.any(String),
        laneName(point.lane),
        point.versions.join(', '),
        `${(point.errors_per_view! * 100).toFixed(1)}%`,
        point.views.toLocaleString('en-US'),
      ]),
  );
  // The events marked on the charts: this site's first release, both canaries, the rollback and the stage.
  expect(answer.events.map(({ kind, version, percent }) => ({ kind, version, percent }))).toEqual([
    { kind: 'released', version: stableVersion, percent: null },
    { kind: 'canary', version: SLOW, percent: 10 },
    { kind: 'rolled_back', version: SLOW, percent: 10 },
    { kind: 'canary', version: CLEAN, percent: 10 },
    { kind: 'stage', version: CLEAN, percent: 50 },
  ]);
  // The charts drawn, with two of their tables open.
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
