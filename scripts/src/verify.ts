import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './prerender/render.ts';

type SiteWindow = { __site?: { ready: boolean; routes(): Promise<Record<string, string[]>> } };

/** Loads `path` with this browser pointed at the candidate remote, and lists what is wrong with the page. */
async function checkPage(page: Page, baseUrl: string, path: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') problems.push(`${path}: console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`${path}: uncaught error: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    // The prerender flag serves the live shell, not HTML rendered from the current version.
    await page.goto(`${baseUrl}${path}?__prerender`, { waitUntil: 'networkidle' });
    const heading = page.locator('main h1').first();
    await heading.waitFor({ timeout: 10_000 }).catch(() => problems.push(`${path}: no page heading rendered`));
    const text = (await heading.textContent().catch(() => '')) ?? '';
    if (/could not be shown|could not load this part|Uh oh!/.test(text)) problems.push(`${path}: shows "${text}"`);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of axe.violations) problems.push(`${path}: axe ${violation.id}: ${violation.help}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return problems;
}

/**
 * Verify before promote (release safety): loads every route of remote `name` at the candidate manifest
 * `entry` in headless Chromium against the running site at `baseUrl`, for this browser only (the shell's
 * mf-overrides), and checks each renders its heading with no console error and no axe WCAG 2.1 A/AA
 * violation. Returns the problems found; empty means the candidate may be promoted. Throws when the site
 * cannot be reached.
 */
export async function verifyCandidate(name: string, entry: string, baseUrl: string): Promise<string[]> {
  const reachable = await fetch(`${baseUrl}/registry.json`).then(
    (r) => r.ok,
    () => false,
  );
  if (!reachable) {
    throw new Error(`Cannot verify ${name}: no site answers at ${baseUrl}. Start it (npm start) or pass --no-verify.`);
  }
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const context = await browser.newContext();
    await context.addInitScript(
      ([remote, manifest]) => localStorage.setItem('mf-overrides', JSON.stringify({ [remote!]: manifest })),
      [name, new URL(entry, baseUrl).href],
    );
    await context.route(
      (url) => url.origin !== new URL(baseUrl).origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?__prerender`);
    await page.waitForFunction(() => (window as SiteWindow).__site?.ready === true);
    let paths: string[];
    try {
      paths = (await page.evaluate(() => (window as SiteWindow).__site!.routes()))[name] ?? [];
    } catch (error) {
      return [`${name}: its routes module does not load: ${(error as Error).message.split('\n')[0]}`];
    }
    const problems: string[] = [];
    for (const path of paths) problems.push(...(await checkPage(page, baseUrl, path)));
    return problems;
  } finally {
    await browser?.close();
  }
}
