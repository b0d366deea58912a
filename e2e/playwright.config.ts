import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '@site/scripts/browser';
import { E2E_PORT } from './start-server.ts';

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
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  // The shared site, ready once its first render pass is served, so every page arrives with its content.
  globalSetup: './start-server.ts',
});
