import { readFile, readlink } from 'node:fs/promises';
import path from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import type { SiteSettings } from '@site/contracts/types';
import type { GenerationManifest } from '@site/server/generations';
import { answerHash } from '@site/server/inputs';
import { adminClient, type AdminClient } from '@site/test-support/admin-request';
import { startSite, type Site } from '@site/test-support/site';
import { waitFor } from '@site/test-support/wait-for';
import { sitemapPaths } from '../support/fixtures.ts';
import { freshDataDir } from '../support/data-template.ts';

/**
 * Edits that land while a render pass runs (docs/decisions/0006-render-in-node.md): an admin retitles a news story and, 200 ms later,
 * while the pass that edit started is still rendering, changes the billing alert (then the same the other way
 * round). Once the pages have settled, every page as served carries the new billing alert, the story and the
 * news list show the new title, and no stored page's record claims inputs its markup was not made from: the
 * renderer decides what to render again from those records, so a record that claims newer data than its
 * markup has would keep an old page forever.
 *
 * The spec starts a site of its own on a new data folder (inside the e2e one, wiped with it on each run), on
 * the port after the admin spec's, because the shared e2e site has no admin account and prints its one-time
 * setup address where no test reads it. The first admin is made with that address, as on any new site.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, 'data/e2e/freshness');
const SITE = path.join(DATA_DIR, 'site');
const PORT = Number(process.env.E2E_FRESHNESS_PORT ?? Number(process.env.E2E_PORT ?? 8090) + 2);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = {
  email: 'freshness.admin@riverbend.example',
  name: 'Fran Fresh',
  password: 'a long freshness passphrase',
};
const STORY = 1;
/** The deliberate gap between the two edits: the second lands while the first one's pass renders. */
const GAP_MS = 200;

let site: Site | undefined;
let api: APIRequestContext;
/** The admin, signed in on the admin's own origin (loopback with its Host: Node cannot name *.localhost). */
let admin: AdminClient;
/** The site's render log lines ("pages: …"), each with when it arrived, to tell which pass rendered what. */
const renderLog: { at: number; line: string }[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await freshDataDir(DATA_DIR);
  let setupAddress: string | undefined;
  site = await startSite({
    dataDir: DATA_DIR,
    port: PORT,
    readyTimeoutMs: 240_000,
    onLine: (line) => {
      setupAddress ??= /(http\S+\/admin\/setup#token=\S+)/.exec(line)?.[1];
      const render = /pages: [^"]*/.exec(line)?.[0];
      if (render) renderLog.push({ at: Date.now(), line: render });
    },
  });

  // The first admin, through the one-time setup address the new site printed (on the admin's origin); the
  // answer signs them in.
  api = await request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
  const address = new URL(await waitFor(() => setupAddress, { what: 'the setup address the site prints' }));
  expect(address.origin).toBe(site.adminUrl);
  admin = adminClient(site.adminUrl);
  const token = address.hash.replace(/^#token=/, '');
  const setup = await admin.request('POST', '/api/admin/setup', { token, ...ADMIN });
  expect(setup.status, setup.body).toBe(201);
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

/** The JSON of a document's inline `#site-data` script (the registry, settings and data file it names). */
function siteData(html: string): { settings: SiteSettings; path?: string; pageData?: string } {
  const json = /<script\b[^>]*\bid="?site-data"?[\s>][^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('the document has no #site-data');
  return JSON.parse(json) as { settings: SiteSettings; path?: string; pageData?: string };
}

/**
 * A document's markup without its scripts, so text found there is on the page, not only in inlined data, with
 * the character references React writes for text decoded.
 */
const markup = (html: string) =>
  html
    .replace(/<script\b[^>]*>.*?<\/script>/gs, '')
    .replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_, name: string) =>
      name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'amp' ? '&' : "'",
    );

/** The current generation: its id and manifest, read from the data folder as the server reads them. */
async function currentGeneration(): Promise<{ id: string; dir: string; manifest: GenerationManifest }> {
  const id = path.basename(await readlink(path.join(SITE, 'pages/current')));
  const dir = path.join(SITE, 'pages', id);
  const manifest = JSON.parse(await readFile(path.join(dir, '_site/manifest.json'), 'utf8')) as GenerationManifest;
  return { id, dir, manifest };
}

/**
 * Why the stored pages are not settled yet (none: settled): the current generation must be complete, hold
 * every sitemap page, record for each page the very answers the API gives now (so the renderer has nothing
 * left to render), and be the one the server hands out.
 */
async function unsettled(): Promise<string[]> {
  try {
    return await unsettledGeneration();
  } catch (error) {
    // A pass switched `current` and tidied the generation it left while this one was being read: not settled.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ['the current generation changed while read'];
    throw error;
  }
}

/** unsettled for the generation `current` names when it starts; throws ENOENT when that one is tidied away. */
async function unsettledGeneration(): Promise<string[]> {
  const { dir, manifest } = await currentGeneration();
  const reasons: string[] = [];
  if (!manifest.complete) reasons.push('the generation is not complete');
  for (const pagePath of await sitemapPaths(api)) {
    if (!manifest.pages[pagePath]) reasons.push(`${pagePath}: no record`);
  }
  const answers = new Map<string, string | undefined>();
  for (const [pagePath, record] of Object.entries(manifest.pages)) {
    for (const [key, hash] of Object.entries(record.inputs.data)) {
      if (!answers.has(key)) {
        const answer = await api.get(key);
        answers.set(key, answer.ok() ? answerHash(await answer.json()) : undefined);
      }
      if (answers.get(key) !== hash) reasons.push(`${pagePath}: ${key} has changed since it was rendered`);
    }
  }
  const served = await (await api.get('/')).text();
  const stored = await readFile(path.join(dir, 'index.html'), 'utf8');
  if (served !== stored) reasons.push('/ is served from another generation');
  return reasons;
}

/** Waits (at most 60 s) until the stored pages have settled; returns how long that took, in ms. */
async function settled(): Promise<number> {
  const started = Date.now();
  await expect
    .poll(unsettled, { message: 'the stored pages did not settle within 60 s', timeout: 60_000, intervals: [250] })
    .toEqual([]);
  return Date.now() - started;
}

/**
 * Every way a stored page's record claims inputs its markup does not have, in the current generation: the
 * settings hash must be the hash of the settings inlined in the page's #site-data, and each recorded API
 * answer's hash the hash of that answer in the page's data file (/_site/data/<hash>.json), which must hold
 * no answer the record leaves out.
 */
async function recordsAgainstMarkup(): Promise<string[]> {
  const { id, dir, manifest } = await currentGeneration();
  const problems: string[] = [];
  for (const [pagePath, record] of Object.entries(manifest.pages)) {
    const problem = (text: string) => problems.push(`${pagePath} (generation ${id}): ${text}`);
    const html = await readFile(path.join(dir, record.file), 'utf8');
    const inlined = siteData(html);
    const { '/api/settings': settingsHash, ...recorded } = record.inputs.data;
    if (settingsHash !== answerHash(inlined.settings)) {
      problem(`records settings ${settingsHash}, its #site-data holds settings ${answerHash(inlined.settings)}`);
    }
    if (record.kind === 'rendered' && inlined.path !== pagePath) problem(`its #site-data is for ${inlined.path}`);
    if (!inlined.pageData) {
      if (Object.keys(recorded).length > 0) problem(`records ${Object.keys(recorded).join(', ')} but has no data file`);
      continue;
    }
    const stored = JSON.parse(await readFile(path.join(dir, inlined.pageData), 'utf8')) as Record<string, unknown>;
    for (const [key, hash] of Object.entries(recorded)) {
      if (!(key in stored)) problem(`records ${key} ${hash}, its data file ${inlined.pageData} lacks it`);
      else if (answerHash(stored[key]) !== hash) {
        problem(`records ${key} ${hash}, its data file ${inlined.pageData} holds ${answerHash(stored[key])}`);
      }
    }
    for (const key of Object.keys(stored)) {
      if (key === '/api/settings') {
        if (answerHash(stored[key]) !== settingsHash) problem(`its data file holds other settings than recorded`);
      } else if (!(key in recorded)) problem(`its data file ${inlined.pageData} holds ${key}, which the record omits`);
    }
  }
  return problems;
}

/** The admin forms of the settings and of the story as stored now, and savers that change fields of them. */
async function editors() {
  const settings = (await admin.request('GET', '/api/admin/settings')).json<SiteSettings>();
  const story = (await admin.request('GET', `/api/admin/news/${STORY}`)).json<Record<string, unknown>>();
  const { id: _id, photo_small: _small, photo_large: _large, ...storyForm } = story;
  const save = async (url: string, data: object) => {
    const answer = await admin.request('PUT', url, data);
    expect(answer.status, `${url}: ${answer.body}`).toBe(200);
  };
  return {
    original: { title: String(story.title), alert: settings.billing_alert_text },
    saveSettings: (changes: Partial<SiteSettings>) => save('/api/admin/settings', { ...settings, ...changes }),
    saveStory: (changes: { title: string }) => save(`/api/admin/news/${STORY}`, { ...storyForm, ...changes }),
  };
}

/** The pages served now that fail to show `alert` (in #site-data's settings) or `title` (in their markup). */
async function pagesWithoutTheEdits(alert: string, title: string): Promise<string[]> {
  const missing: string[] = [];
  for (const pagePath of await sitemapPaths(api)) {
    const answer = await api.get(pagePath);
    const html = await answer.text();
    if (answer.status() !== 200) missing.push(`${pagePath}: answered ${answer.status()}`);
    else if (siteData(html).settings.billing_alert_text !== alert) missing.push(`${pagePath}: old billing alert`);
  }
  for (const pagePath of [`/news/${STORY}`, '/news']) {
    if (!markup(await (await api.get(pagePath)).text()).includes(title)) missing.push(`${pagePath}: old title`);
  }
  const billingPage = '/patient-information/billing-information';
  if (!markup(await (await api.get(billingPage)).text()).includes(alert)) missing.push(`${billingPage}: old alert`);
  return missing;
}

/** Makes both edits, `first` then `second` GAP_MS later, and checks the settled pages. */
async function editDuringAPass(order: 'story first' | 'settings first'): Promise<void> {
  test.setTimeout(150_000);
  // From a quiet site: no pass running, so the first edit starts one.
  await settled();
  const { original, saveSettings, saveStory } = await editors();
  const label = order === 'story first' ? 'a' : 'b';
  const title = `Story retitled while a pass renders (${label})`;
  const alert = `The billing alert changed while a pass renders (${label}).`;
  const [first, second] =
    order === 'story first'
      ? [() => saveStory({ title }), () => saveSettings({ billing_alert_text: alert })]
      : [() => saveSettings({ billing_alert_text: alert }), () => saveStory({ title })];
  const logFrom = renderLog.length;
  try {
    const editedAt = Date.now();
    await first();
    const firstSaved = Date.now() - editedAt;
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    const secondAt = Date.now() - editedAt;
    await second();
    const settledMs = await settled();
    test.info().annotations.push({
      type: 'timeline',
      description: [
        `first edit saved after ${firstSaved} ms, second edit sent at ${secondAt} ms`,
        ...renderLog.slice(logFrom).map(({ at, line }) => `${at - editedAt} ms: ${line}`),
        `settled ${settledMs} ms after the second edit`,
      ].join('\n'),
    });

    expect(await pagesWithoutTheEdits(alert, title), 'pages that do not show both edits').toEqual([]);
    expect(await recordsAgainstMarkup(), 'records that claim inputs their markup does not have').toEqual([]);
  } finally {
    // Back as it was, for the next test and anything that reads this site after.
    await saveSettings({ billing_alert_text: original.alert });
    await saveStory({ title: original.title });
  }
}

test('(a) a story retitled, then the billing alert changed 200 ms later: every page settles on both', async () => {
  await editDuringAPass('story first');
});

test('(b) the billing alert changed, then a story retitled 200 ms later: every page settles on both', async () => {
  await editDuringAPass('settings first');
});

test('after both, the restored texts settle too, with every record true to its markup', async () => {
  test.setTimeout(90_000);
  await settled();
  const { original } = await editors();
  expect(await pagesWithoutTheEdits(original.alert, original.title)).toEqual([]);
  expect(await recordsAgainstMarkup()).toEqual([]);
});
