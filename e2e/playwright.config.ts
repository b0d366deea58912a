import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, LOOPBACK_ONLY_PROXY } from '@site/scripts/browser';
import { E2E_PORT } from './start-server.ts';

/**
 * The browser the specs drive: CHROMIUM_PATH when set, else Debian's headless shell of Chromium (the package
 * `chromium-headless-shell`, the same Blink as `/usr/bin/chromium`, without the full browser's layers), else
 * `/usr/bin/chromium`. The shell takes half the CPU time for the same page loads and axe checks, and the
 * browser stage is bound by the CPU (docs/decisions/0010-browser-tests-in-the-headless-shell.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Specs that change the shared site (start-server.ts) itself: they release, roll back or add a remote on it.
 * They run one at a time, after every spec that reads the shared site has finished, and after the long specs
 * have started: two of them hold the site to time limits (a release's links on every page within 60 s, a
 * rollback's within 10 s). Listed first in their phase, beside the long specs' sites and browsers, the release's
 * test took 56 to 58 s (33 to 40 after them) and the rollback's 13 to 15 s (6 to 7), once over its limit.
 */
const CHANGES_SHARED_SITE = ['release.spec.ts', 'rendering.spec.ts', 'new-remote.spec.ts'];
/**
 * Specs that start a site of their own (own data folder and port), or need none: they could run beside
 * anything, and run after the readers, beside the specs that change the shared site, so that those specs (one
 * at a time) never leave a worker idle. The longest (over a minute each) are a project of their own, listed
 * before the shorter ones: a long spec started last would run on alone after the others have finished.
 */
const OWN_SITE_LONG = ['admin.spec.ts', 'canary.spec.ts', 'hostile-release.spec.ts'];
/**
 * A spec with a site of its own that spends most of its time waiting on the clock (a story scheduled for the
 * next whole minute): it runs from the start, on a third worker beside the readers, so its wait overlaps their
 * page loads instead of holding a worker of the second phase.
 */
const OWN_SITE_WAITS = ['publishing.spec.ts'];
const OWN_SITE = [
  'admin-origin.spec.ts',
  'checking-browser.spec.ts',
  'canary-vitals.spec.ts',
  'freshness.spec.ts',
  'no-browser.spec.ts',
];

/**
 * Whole-site tests in Debian's Chromium against the production server (built shell, released remotes,
 * seeded embedded database in a fresh data folder). No browser is downloaded. A spec file per worker, in two
 * phases: first the specs that only read the shared site, on two workers (their page loads and axe checks keep
 * both cores busy); then those that change it, one at a time, beside those with a site of their own, on three
 * (these mostly wait on their sites, so two left a core idle; docs/design.md#tests).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: BROWSER,
      args: CHROMIUM_ARGS,
      // Offline, as the machines that run these tests are: a request to another host (a map tile, a video
      // thumbnail) is refused by Chromium at once, and the site must not depend on one. Not a route: Playwright
      // turns the HTTP cache off while a route is set and makes every request wait on the test's process.
      proxy: LOOPBACK_ONLY_PROXY,
    },
  },
  projects: [
    {
      name: 'reads shared site',
      testIgnore: [...CHANGES_SHARED_SITE, ...OWN_SITE_LONG, ...OWN_SITE, ...OWN_SITE_WAITS],
      workers: 2,
    },
    { name: 'own site, waits', testMatch: OWN_SITE_WAITS },
    { name: 'own site, long', testMatch: OWN_SITE_LONG, dependencies: ['reads shared site'] },
    {
      name: 'changes shared site',
      testMatch: CHANGES_SHARED_SITE,
      dependencies: ['reads shared site'],
      workers: 1,
    },
    { name: 'own site', testMatch: OWN_SITE, dependencies: ['reads shared site'] },
  ],
  // The shared site, ready once its first render pass is served, so every page arrives with its content.
  globalSetup: './start-server.ts',
});
