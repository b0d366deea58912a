import AxeBuilder from '@axe-core/playwright';
import type { Registry, RegistryRemote, SiteSettings } from '@site/contracts/types';
import { readEntryTemplate } from '@site/server/releases';
import { entryFieldsOf } from '@site/server/registry';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, siteOnlyContext } from './browser.ts';
import { startCandidateServer, type CandidateServer } from './candidate-server.ts';

/** Loads `path` on the candidate server, and lists what is wrong with the page. */
async function checkPage(page: Page, baseUrl: string, path: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') problems.push(`${path}: console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`${path}: uncaught error: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const heading = page.locator('main h1').first();
    await heading.waitFor({ timeout: 10_000 }).catch(() => problems.push(`${path}: no page heading rendered`));
    const text = (await heading.textContent().catch(() => '')) ?? '';
    if (/could not be shown|Uh oh!/.test(text)) problems.push(`${path}: shows "${text}"`);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of axe.violations) problems.push(`${path}: axe ${violation.id}: ${violation.help}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return problems;
}

/**
 * The check in Chromium before a release, an option beside the render verification every release gets
 * (`npm run release -- --browser-check`, docs/design.md#releases): shows the site with the build in `dist` as
 * `version` of remote `name` (served from that folder; nothing is stored yet) in place of its entry in `registry`
 * (the site's, LocalSite.registry), on a private candidate server whose API is at `baseUrl` (the running site, or
 * the API a command on a stopped site starts), and checks in headless
 * Chromium that every public route of the candidate renders its heading with no console error and no axe WCAG
 * 2.1 A/AA violation, with the layout axe needs. Visitors never see the candidate. Returns the problems found;
 * empty means the candidate may be released. Throws when the API cannot be reached.
 */
export async function verifyCandidate({
  name,
  version,
  dist,
  baseUrl,
  site,
  shellDist,
  registry: siteRegistry,
}: {
  name: string;
  version: string;
  /** The candidate's build folder. */
  dist: string;
  baseUrl: string;
  site: string;
  shellDist: string;
  /** The registry the site's pages are composed with; the candidate replaces its remote's entry in a copy. */
  registry: Registry;
}): Promise<string[]> {
  const settings = await fetch(`${baseUrl}/api/settings`).then(
    (r) => (r.ok ? (r.json() as Promise<SiteSettings>) : undefined),
    () => undefined,
  );
  if (!settings) {
    throw new Error(`Cannot check ${name} in Chromium: no site answers at ${baseUrl}.`);
  }
  const fields = entryFieldsOf(await readEntryTemplate(dist));
  const candidateBase = `/_candidate/${name}/${version}/`;
  const candidate: RegistryRemote = { version, entry: `${candidateBase}remoteEntry.js`, ...fields };
  const registry: Registry = { ...siteRegistry, remotes: { ...siteRegistry.remotes, [name]: candidate } };
  let browser: Browser | undefined;
  let server: CandidateServer | undefined;
  try {
    const document = await readFile(path.join(shellDist, 'index.html'), 'utf8');
    server = await startCandidateServer({
      site,
      shellDist,
      apiBase: baseUrl,
      template: document,
      registry,
      settings,
      candidate: { prefix: candidateBase, dist },
    });
    browser = await launchBrowser();
    const context = await siteOnlyContext(browser, server.url);
    const page = await context.newPage();
    // The pages the candidate's build says it serves (its registry entry, read from its routes).
    const paths = candidate.routes ?? [];
    const problems: string[] = [];
    for (const path of paths) problems.push(...(await checkPage(page, server.url, path)));
    return problems;
  } finally {
    await browser?.close();
    await server?.close();
  }
}
