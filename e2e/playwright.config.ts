import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/src/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 8090);

/**
 * Whole-site tests in Debian's Chromium against the production server (built shell, released remotes,
 * seeded embedded database in a fresh data folder). No browser is downloaded.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node start-server.ts',
    // Ready once the first prerender pass is done, so every page arrives with its content.
    url: `http://127.0.0.1:${PORT}/_site/ready`,
    // Canonical links, the sitemap and robots.txt name this origin; they are written when pages are rendered.
    env: { PORT: String(PORT), HOST: '127.0.0.1', SITE_URL: `http://127.0.0.1:${PORT}` },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
