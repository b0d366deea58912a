import type { NewsItem, Registry, SiteSettings } from '@site/contracts/types';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { openFolders, openTree } from '../file-modes.ts';
import { BUILD_FILES, SHELL_ENTRY_FILES } from '../paths.ts';
import { BROTLI_QUALITY_PAGES, precompress } from '../precompress.ts';
import { laneRegistries } from '../registry.ts';
import { composeDocument } from './document.ts';
import {
  endCanaryLane,
  linkTree,
  listGenerations,
  currentGenerationId,
  pagesDir,
  purgeGenerations,
  removeUnreferencedData,
  writeLanes,
  type Lane,
  removeCompressed,
  hasCompressed,
  startGeneration,
  switchGeneration,
  writeCompressed,
  type GenerationManifest,
} from './generations.ts';
import {
  answerHash,
  navRevision,
  planRender,
  recordedDataKeys,
  remoteVersions,
  sameVersions,
  sha256,
  type CurrentInputs,
  type PageRecord,
  type RenderPlan,
} from './inputs.ts';
import type { RenderedPage, WorkerInput, WorkerOutput } from './page-renderer.ts';
import { renderInSandbox } from './sandbox.ts';
import { robotsTxt, sitemapPaths, sitemapXml } from './seo.ts';

/** Where the renderer reads from and writes to. */
export interface RendererOptions {
  /** The site folder: remotes/ and pages/ (each generation keeps the registry it was rendered with). */
  site: string;
  /** The shell's build folder. */
  shellDist: string;
  /** The API's origin, e.g. `http://127.0.0.1:8080`: the renderer reads the data visitors read. */
  apiBase: string;
  /** The site's public origin, for canonical links and the sitemap (SITE_URL). */
  publicUrl: string;
  log?: (line: string) => void;
  /**
   * Renders a pass's pages; default renderInSandbox, fresh sandbox processes per pass, the first of them
   * usually the warm spare the previous pass left (docs/design.md#the-render-sandbox). It may hand each page to
   * `onRendered` as soon as it is rendered, so the pass writes it while the next renders; a page it does not
   * hand over is written once it resolves.
   * Only the renderer's own tests pass another: what a pass decides and writes can then be checked without the
   * shell's and the remotes' Node builds.
   */
  renderPages?: (input: WorkerInput, onRendered: (page: RenderedPage) => void) => Promise<WorkerOutput>;
}

/** What one pass did to one lane. */
interface LaneResult {
  /** The generation the lane serves after the pass. */
  generation: string;
  /** 'rendered': a new generation; 'switched': an older one matched (a rollback); 'unchanged': nothing to do. */
  outcome: 'rendered' | 'switched' | 'unchanged';
  rendered: string[];
  failed: string[];
}

/** What one pass did: the stable lane's result, and the canary's while a canary runs. */
export interface PassResult extends LaneResult {
  /** The canary lane; absent when there is no canary. */
  canary?: LaneResult;
  /** The canary's share of visitors, 0 without one. */
  percent: number;
  ms: number;
}

/** A renderer: passes run one after another, never two at once. */
export interface Renderer {
  /**
   * Brings the stored pages up to date with the shell, `registry` (the database's, which the coordinator read
   * after claiming the pass's jobs; docs/design.md#registry) and the API's answers. Rejects when the shell is not
   * built, the API does not answer, or a generation cannot be written.
   */
  pass(registry: Registry): Promise<PassResult>;
  close(): Promise<void>;
}

const NOT_FOUND = '/404';
/** Pages written (composed, compressed) at a time. */
const WRITES_AT_ONCE = 4;
/** API answers read at a time for the current inputs. */
const READS_AT_ONCE = 8;
/** Page paths that are safe as file names; others are never stored (nor verified). */
export const SAFE_PATH = /^\/[A-Za-z0-9._~\-/]*$/;

/** The document's file for a page path in a generation folder. */
export function documentFile(pagePath: string): string {
  if (pagePath === '/') return 'index.html';
  if (pagePath === NOT_FOUND) return '404.html';
  return `${pagePath.slice(1).replace(/\/+$/, '')}/index.html`;
}

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
};

/**
 * Creates the renderer (docs/decisions/0003-rendering-model.md). Each pass compares every stored page's recorded inputs with the current
 * ones, picks the kept generation that needs the least work (after a rollback that is often an older one,
 * which is then switched back at once), renders the new and stale pages in Node into a new generation beside
 * it (fresh sandbox processes per pass, sandbox.ts), and switches `current` when the whole set is written.
 * Visitors get the previous set until then.
 */
export function createRenderer(options: RendererOptions): Renderer {
  const log = options.log ?? ((line: string) => console.log(line));
  const {
    site,
    shellDist,
    apiBase,
    publicUrl,
    renderPages = (input: WorkerInput, onRendered: (page: RenderedPage) => void) =>
      renderInSandbox(input, { log, spare: true, onRendered }),
  } = options;
  let running: Promise<unknown> = Promise.resolve();

  const wantedPaths = async (registry: Registry) => {
    const news = await getJson<Pick<NewsItem, 'id'>[]>(`${apiBase}/api/news/`);
    const paths = sitemapPaths(
      registry,
      news.map((item) => item.id),
    ).filter((p) => SAFE_PATH.test(p) && !/^\/admin(\/|$)/.test(p));
    return { sitemap: paths, wanted: [...paths, NOT_FOUND] };
  };

  /**
   * The current inputs to compare the kept pages' records with, and the API answers read for them, by API
   * path: the pass's sandbox renders from these same answers rather than reading them again.
   */
  const currentInputs = async (
    registry: Registry,
    settings: SiteSettings,
    generations: GenerationManifest[],
  ): Promise<{ current: CurrentInputs; answers: Map<string, unknown> }> => {
    const data: Record<string, string> = { '/api/settings': answerHash(settings) };
    const keys = recordedDataKeys(generations.map((g) => g.pages)).filter((key) => !(key in data));
    // A few at a time rather than one after another: each read waits on the API, and the pages wait on them all.
    const limit = pLimit(READS_AT_ONCE);
    const [shell, read] = await Promise.all([
      shellBuildId(shellDist, publicUrl),
      Promise.all(
        keys.map((key) =>
          limit(() =>
            getJson<unknown>(`${apiBase}${key}`).then(
              (answer) => ({ key, answer }),
              () => undefined,
            ),
          ),
        ),
      ),
    ]);
    const answers = new Map<string, unknown>();
    // A key that no longer answers leaves its hash out, which marks its pages stale.
    for (const { key, answer } of read.filter((found) => found !== undefined)) {
      answers.set(key, answer);
      data[key] = answerHash(answer);
    }
    return { current: { shell, nav: navRevision(registry), versions: remoteVersions(registry), data }, answers };
  };

  /**
   * Brings one lane up to date with `registry` (docs/design.md#releases): both lanes draw on the same kept
   * generations, so a promoted canary's pages are found ready and switched to, not rendered again.
   */
  const runLane = async (
    lane: Lane,
    registry: Registry,
    template: string,
    settings: SiteSettings,
  ): Promise<LaneResult> => {
    const started = performance.now();
    // The stable lane's lines read as they did before there were lanes (the render benchmark reads them).
    const laneLabel = lane === 'canary' ? 'canary ' : '';
    const [{ sitemap, wanted }, generations, currentId] = await Promise.all([
      wantedPaths(registry),
      listGenerations(site),
      currentGenerationId(site, lane),
    ]);
    const { current, answers } = await currentInputs(registry, settings, generations);

    // The kept generation closest to the current inputs: the current one unless an older one needs less.
    const candidates = generations
      .map((generation) => ({ generation, plan: planRender(generation.pages, wanted, current) }))
      .sort(
        (a, b) =>
          a.plan.render.length - b.plan.render.length ||
          Number(sameVersions(b.generation.versions, current.versions)) -
            Number(sameVersions(a.generation.versions, current.versions)) ||
          Number(b.generation.id === currentId) - Number(a.generation.id === currentId),
      );
    const best = candidates[0];
    const finished = (
      outcome: LaneResult['outcome'],
      generation: string,
      rendered: string[] = [],
      failed: string[] = [],
    ): LaneResult => ({ generation, outcome, rendered, failed });
    if (
      best &&
      best.plan.render.length === 0 &&
      best.plan.drop.length === 0 &&
      sameVersions(best.generation.versions, current.versions)
    ) {
      if (best.generation.id === currentId) return finished('unchanged', currentId);
      await switchGeneration(site, best.generation.id, lane);
      log(`pages: ${laneLabel}switched back to generation ${best.generation.id}, rendered from the same inputs`);
      return finished('switched', best.generation.id);
    }

    const plan: RenderPlan = best?.plan ?? planRender(undefined, wanted, current);
    const drafting = startGeneration(site, best?.generation.id).then(async (draft) => {
      // The shell's files go with the pages that name them: a browser holding this generation's pages finds
      // them here even after the shell is rebuilt.
      await linkTree(
        shellDist,
        draft.dir,
        // Not the Node build: the renderer reads it from the shell's folder, and visitors have no use for it.
        (relative) =>
          relative === 'index.html' ||
          relative.startsWith('index.html.') ||
          relative.startsWith(`${BUILD_FILES.serverDir}/`),
      )
        // A shell rebuilt while the site runs is seen as soon as its index.html changes, which can be before the
        // build has written its .br and .gz: the generation then makes the ones still missing itself.
        .then((linked) => precompress(draft.dir, BROTLI_QUALITY_PAGES, (relative) => linked.has(relative)))
        .catch(async (error: unknown) => {
          await draft.discard();
          throw error;
        });
      return draft;
    });

    // Each page is written into the draft as it comes from the sandbox: its compression (the thread pool)
    // overlaps the rendering of the next pages (the sandbox's process), instead of following them all.
    const settingsHash = answerHash(settings);
    /** The records of the pages written so far, by path; the manifest lists them once the pass is whole. */
    const written = new Map<string, PageRecord>();
    /** Each data file this pass writes, once: pages that read the same answers share one. */
    const dataFiles = new Map<string, Promise<void>>();
    const writeData = (dir: string, relative: string, json: string) => {
      let writing = dataFiles.get(relative);
      if (!writing) {
        writing = hasCompressed(dir, relative).then((kept) =>
          kept ? undefined : writeCompressed(dir, relative, json),
        );
        dataFiles.set(relative, writing);
      }
      return writing;
    };
    const write = async (pagePath: string, page: RenderedPage | undefined) => {
      const { dir } = await drafting;
      const canonical = pagePath === NOT_FOUND ? undefined : new URL(pagePath, publicUrl).href;
      const rendered_at = new Date().toISOString();
      if (!page) {
        await writeCompressed(
          dir,
          documentFile(pagePath),
          composeDocument(template, { registry, settings, canonical }),
        );
        written.set(pagePath, {
          file: documentFile(pagePath),
          kind: 'shell',
          rendered_at,
          inputs: { shell: current.shell, nav: current.nav, remotes: {}, data: { '/api/settings': settingsHash } },
        });
        return;
      }
      const dataJson = JSON.stringify(page.swrData);
      const pageData = `/_site/data/${sha256(dataJson).slice(0, 24)}.json`;
      await writeData(dir, pageData.slice(1), dataJson);
      await writeCompressed(
        dir,
        documentFile(pagePath),
        composeDocument(template, { registry, settings, page: { ...page, path: pagePath }, pageData, canonical }),
      );
      // Exactly what the markup was made from: the settings and answers handed to this very render.
      const data: Record<string, string> = { '/api/settings': settingsHash };
      for (const [key, value] of Object.entries(page.swrData)) data[key] = answerHash(value);
      written.set(pagePath, {
        file: documentFile(pagePath),
        kind: 'rendered',
        rendered_at,
        inputs: { shell: current.shell, nav: current.nav, remotes: page.remotes, data },
        assets: page.assets,
        dataFile: pageData.slice(1),
      });
    };
    // Compression runs on libuv's thread pool: a few pages at once use every core, and only a few brotli
    // encoders (several megabytes each) are alive at a time.
    const limit = pLimit(WRITES_AT_ONCE);
    const writes: Promise<void>[] = [];
    const queue = (job: () => Promise<void>) => {
      const writing = limit(job);
      // Awaited with the rest once the sandbox is done; until then a failure must not go unhandled.
      writing.catch(() => undefined);
      writes.push(writing);
    };
    const streamed = new Set<string>();
    const onRendered = (page: RenderedPage) => {
      if (streamed.has(page.path)) return;
      streamed.add(page.path);
      queue(() => write(page.path, page));
    };
    // The files that do not depend on the pages go first, while the sandbox renders.
    const extra = (relative: string, content: () => string) =>
      queue(async () => writeCompressed((await drafting).dir, relative, content()));
    // The document for addresses no page owns in advance: the admin screens.
    extra('_site/shell.html', () => composeDocument(template, { registry, settings }));
    // The only registry file on the disk: what this generation was rendered with, served as /registry.json and
    // read by the release's served check and `npm run status`.
    extra('registry.json', () => JSON.stringify(registry));
    extra('sitemap.xml', () => sitemapXml(sitemap.map((p) => new URL(p, publicUrl).href)));
    extra('robots.txt', () => robotsTxt(new URL('/sitemap.xml', publicUrl).href));

    const renderStarted = performance.now();
    const paths = plan.render.map((r) => r.path);
    // Only the registry changed (a release of a remote no stored page names, such as the admin): the pages are
    // kept as they are and the generation is new for its shell document and registry alone.
    const rendering = (
      paths.length === 0
        ? Promise.resolve<WorkerOutput>({ rendered: [], failed: [], moved: [] })
        : renderPages({ site, shellDist, apiBase, publicUrl, registry, settings, paths, answers }, onRendered)
    ).then((output) => ({ ...output, ms: Math.round(performance.now() - renderStarted) }));
    const [draftResult, renderResult] = await Promise.allSettled([drafting, rendering]);
    if (draftResult.status === 'rejected') {
      // The draft removed itself; nothing may be written into its folder after that.
      await Promise.allSettled(writes);
      throw draftResult.reason;
    }
    const draft = draftResult.value;
    try {
      if (renderResult.status === 'rejected') throw renderResult.reason;
      const { rendered, failed, moved, ms: renderMs } = renderResult.value;
      // A moved page's earlier document came into the draft with the unchanged files; left there, it would be
      // served instead of the not-found page, with no record to ever remove it.
      for (const gone of [...plan.drop, ...moved]) await removeCompressed(draft.dir, documentFile(gone));
      for (const { path: pagePath, reason } of failed) log(`pages: ${pagePath} could not be rendered: ${reason}`);
      for (const page of rendered) onRendered(page);
      // A page that could not be rendered is still served, rendered by the browser, and tried again next pass.
      for (const page of failed) queue(() => write(page.path, undefined));
      // Every write, those queued while the sandbox rendered included: the first failure fails the pass.
      await Promise.all(writes);
      const pages: Record<string, PageRecord> = {};
      for (const kept of plan.keep) pages[kept] = best!.generation.pages[kept]!;
      for (const { path: pagePath } of [...rendered, ...failed]) pages[pagePath] = written.get(pagePath)!;
      // The base's files came in as links: data no page of this generation names would still be served.
      await removeUnreferencedData(draft.dir, pages);
      // Written under the server's umask 077: nginx and the sandbox as nobody read them (file-modes.ts).
      await openTree(draft.dir);
      await openFolders(site, pagesDir(site));
      const complete = Object.values(pages).every((page) => page.kind === 'rendered');
      const manifest = await draft.commit(
        { shell: current.shell, nav: current.nav, versions: current.versions, complete, pages },
        lane,
      );
      await purgeRemoved(generations, wanted, current, lane);
      log(
        `pages: ${laneLabel}generation ${manifest.id}: ${rendered.length} rendered (in ${renderMs} ms), ` +
          `${failed.length} left to the browser, ` +
          `${plan.keep.length} kept, ${plan.drop.length} removed in ${Math.round(performance.now() - started)} ms` +
          (plan.render.length ? ` (${summarise(plan)})` : ''),
      );
      return finished(
        'rendered',
        manifest.id,
        rendered.map((page) => page.path),
        failed.map((page) => page.path),
      );
    } catch (error) {
      // Writes still running would put files back into the folder being removed.
      await Promise.allSettled(writes);
      await draft.discard();
      throw error;
    }
  };

  /**
   * Unpublished means gone (docs/design.md#how-pages-arrive): when content was removed since the kept
   * generations were rendered (a page the site no longer has, or an API answer a page read that no longer
   * answers: a story unpublished or deleted, a physician removed), every kept generation loses the pages that
   * show it and their data files, so no old address serves it. In a generation no lane serves, every page whose
   * recorded answers differ from today's goes (a list that named the story); it would be rendered again anyway
   * before it could be served. In a served one (the other lane's, until its own pass), only the removed pages
   * and those that read a removed answer go, so its visitors keep their other pages.
   */
  const purgeRemoved = async (
    generations: GenerationManifest[],
    wanted: string[],
    current: CurrentInputs,
    lane: Lane,
  ): Promise<void> => {
    const wantedSet = new Set(wanted);
    const dropped = new Set(generations.flatMap((g) => Object.keys(g.pages)).filter((p) => !wantedSet.has(p)));
    const removedKeys = new Set(recordedDataKeys(generations.map((g) => g.pages)).filter((k) => !(k in current.data)));
    if (dropped.size === 0 && removedKeys.size === 0) return;
    const served = new Set([await currentGenerationId(site), await currentGenerationId(site, 'canary')]);
    const purged = await purgeGenerations(site, (pagePath, record, generation) => {
      if (dropped.has(pagePath)) return true;
      const keys = Object.entries(record.inputs.data);
      if (keys.some(([key]) => removedKeys.has(key))) return true;
      return !served.has(generation) && keys.some(([key, hash]) => current.data[key] !== hash);
    });
    if (purged.pages || purged.dataFiles) {
      log(
        `pages: ${lane === 'canary' ? 'canary ' : ''}removed content purged from the kept generations: ` +
          `${purged.pages} page(s), ${purged.dataFiles} data file(s)`,
      );
    }
  };

  const runPass = async (registry: Registry): Promise<PassResult> => {
    const started = performance.now();
    const template = await readFile(path.join(shellDist, 'index.html'), 'utf8').catch(() => {
      throw new Error('The shell is not built: run `npm run build -- shell` (or `npm start`, which builds it).');
    });
    const lanes = laneRegistries(registry);
    const settings = await getJson<SiteSettings>(`${apiBase}/api/settings`);
    const stable = await runLane('current', lanes.stable, template, settings);
    const ms = () => Math.round(performance.now() - started);
    if (!lanes.canary) {
      if (await currentGenerationId(site, 'canary')) {
        await endCanaryLane(site);
        log('pages: canary ended; every visitor gets the current generation');
        return {
          ...stable,
          outcome: stable.outcome === 'unchanged' ? 'switched' : stable.outcome,
          percent: 0,
          ms: ms(),
        };
      }
      // Also makes the bucket links of a data folder written before there were lanes.
      await writeLanes(site, 0);
      return { ...stable, percent: 0, ms: ms() };
    }
    const canary = await runLane('canary', lanes.canary, template, settings);
    await writeLanes(site, lanes.percent);
    return { ...stable, canary, percent: lanes.percent, ms: ms() };
  };

  return {
    pass(registry) {
      const next = running.then(
        () => runPass(registry),
        () => runPass(registry),
      );
      running = next.catch(() => undefined);
      return next;
    },
    async close() {
      await running;
    },
  };
}

/**
 * The identity of what every document is composed with besides its page: a hash of the shell build's unhashed
 * files (which name every hashed one) and of the site's public address, which each document's canonical link
 * names, so a site moved to another address renders its pages again rather than keep the old links.
 */
async function shellBuildId(shellDist: string, publicUrl: string): Promise<string> {
  const files = await Promise.all(
    SHELL_ENTRY_FILES.map((name) => readFile(path.join(shellDist, name), 'utf8').catch(() => '')),
  );
  return sha256([...files, new URL(publicUrl).href].join('\0')).slice(0, 32);
}

/** The reasons of a plan in a few words, e.g. "12 × menus or routes, 1 × new page". */
function summarise(plan: RenderPlan): string {
  const counts = new Map<string, number>();
  for (const { reason } of plan.render) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => `${count} × ${reason}`).join(', ');
}
