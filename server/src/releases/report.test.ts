import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { adminSession } from '@site/test-support/admin-session';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { c as createTar } from 'tar';
import type { ReleaseRecord, ReleaseReport } from '@site/contracts/schemas';
import { createDeployToken } from '@site/api/ops';
import { provisionAccountIn } from '@site/api/admin-provision';
import { waitFor } from '@site/test-support/wait-for';
import { siteDir } from '../paths.ts';
import { startGeneration } from '../render/generations.ts';
import type { PageRecord } from '../render/inputs.ts';
import { registryStore } from '../registry.ts';
import { createSiteServer } from '../site/site-server.ts';
import type { RenderedPage, WorkerOutput } from '../render/page-renderer.ts';
import { writeFixtureBuild, writeFixtureShell, type FixtureRemote } from './report-builds.ts';
import { compareRenders, judgeReport, type Comparison } from './report.ts';

/**
 * Releases over HTTP on a server that verifies them by rendering in the render sandbox, with the release report
 * made from the same renders (docs/design.md#release-reports): the builds are small fixtures whose Node builds
 * render for real (report-builds.ts).
 */

jest.setTimeout(60_000);

const ADMIN = { email: 'reports.admin@riverbend.example', name: 'Reports Admin', password: 'a long test passphrase' };
let dataDir: string;
let site: string;
let work: string;
let app: FastifyInstance;
let aboutToken: string;
let servicesToken: string;

/** The about remote's pages as its first release has them; each test's build changes a copy. */
const ABOUT: FixtureRemote = {
  name: 'about',
  basePaths: ['/about-us'],
  nav: {
    title: 'About Us',
    url: '/about-us/team',
    order: 1,
    items: [
      { title: 'Our Team', url: '/about-us/team' },
      { title: 'History', url: '/about-us/history' },
    ],
  },
  pages: {
    '/about-us/team': {
      title: 'Our Team',
      description: 'The physicians of the practice.',
      main: '<h1>Our Team</h1><p>Radiologists who read every study with care.</p>',
    },
    '/about-us/history': {
      title: 'History',
      description: 'Since 1952.',
      main: '<h1>History</h1><p>The practice was founded in Dayton in 1952.</p>',
    },
    '/about-us/careers': {
      title: 'Careers',
      description: 'Work with us.',
      main: '<h1>Careers</h1><p>We hire technologists and nurses.</p>',
    },
  },
};

/** ABOUT with `change` applied to a copy of its pages (and menu). */
const about = (change: (remote: FixtureRemote) => void): FixtureRemote => {
  const copy = structuredClone(ABOUT);
  change(copy);
  return copy;
};

let labels = 0;
/** A gzip tar of a fixture build of `remote`, as `npm run release -- --site` sends it. */
async function archive(remote: FixtureRemote): Promise<Buffer> {
  const dir = await writeFixtureBuild(work, `build-${++labels}`, remote);
  const chunks: Buffer[] = [];
  for await (const chunk of createTar({ gzip: true, cwd: dir, portable: true }, ['.'])) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Uploads a release of about and waits until its verification has ended; returns its record. */
async function release(remote: FixtureRemote, version: string, query = ''): Promise<ReleaseRecord> {
  const answer = await app.inject({
    method: 'POST',
    url: `/api/releases/about?version=${version}${query}`,
    headers: { 'content-type': 'application/gzip', ...bearer(aboutToken) },
    payload: await archive(remote),
  });
  expect(answer.statusCode).toBe(202);
  const { id } = answer.json<{ id: string }>();
  return waitFor(
    async () => {
      const record = (
        await app.inject({ url: `/api/releases/about/${id}`, headers: bearer(aboutToken) })
      ).json<ReleaseRecord>();
      return record.status === 'verifying' ? undefined : record;
    },
    { what: `release ${version} to leave verifying`, timeoutMs: 40_000, intervalMs: 50 },
  );
}

/** GET a report of about's release `id` with `headers`. */
const getReport = (id: string, headers: Record<string, string>, query = '') =>
  app.inject({ url: `/api/releases/about/${id}/report${query}`, headers });

/** The report of about's release `id`, read with the about team's token. */
async function reportOf(id: string, query = ''): Promise<ReleaseReport> {
  const answer = await getReport(id, bearer(aboutToken), query);
  expect(answer.statusCode).toBe(200);
  return answer.json<ReleaseReport>();
}

const paths = (pages: { path: string }[]) => pages.map((page) => page.path);

/** A port nothing listens on now, for the server whose release verification reads its own API. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'release-reports-'));
  // Readable to others, as a site's folders are: a root test run renders as user nobody.
  await chmod(dataDir, 0o755);
  site = siteDir(dataDir);
  work = path.join(dataDir, 'work');
  const shellDist = await writeFixtureShell(path.join(work, 'shell'));
  const port = await freePort();
  const apiBase = `http://127.0.0.1:${port}`;
  app = await createSiteServer({
    dataDir,
    releases: { shellDist, verify: { apiBase, publicUrl: 'https://www.riverbend.example' } },
  });
  // In the server's own database: provisionAccount would open the directory once more before it.
  await provisionAccountIn(app.db, { ...ADMIN, role: 'admin' });
  await app.listen({ port, host: '127.0.0.1' });
  const admin = { id: null, email: 'ops@riverbend.example' };
  aboutToken = (await createDeployToken(app.db, admin, { remote: 'about', label: 'about CI' })).token;
  servicesToken = (await createDeployToken(app.db, admin, { remote: 'services', label: 'services CI' })).token;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The first release of about, whose report the reading tests read. */
let first: ReleaseRecord;

describe('the release report', () => {
  let heading: ReleaseRecord;
  let added: ReleaseRecord;

  it('of a remote’s first release lists its pages as added, each checked by axe', async () => {
    first = await release(ABOUT, '1.0.0');
    expect(first).toMatchObject({ status: 'live', has_report: true });
    const report = await reportOf(first.id);
    expect(report).toMatchObject({
      release_id: first.id,
      remote: 'about',
      kind: 'release',
      version: '1.0.0',
      base_version: null,
      pages_compared: 3,
      removed: [],
      changed: [],
      unchanged: [],
      refused_by: null,
    });
    expect(paths(report.added)).toEqual(['/about-us/careers', '/about-us/history', '/about-us/team']);
    expect(report.added[2]).toMatchObject({
      title: { before: null, after: 'Our Team' },
      description: { before: null, after: 'The physicians of the practice.' },
      text_diff: [{ op: 'insert', text: 'Our Team Radiologists who read every study with care.' }],
      js_kb: { before: null, after: expect.any(Number) },
      new_violations: [],
      hydration_warnings: [],
    });
    expect(report.axe_rules_skipped).toEqual(expect.arrayContaining(['color-contrast', 'target-size']));
  });

  it('of a release that changes one page’s heading names exactly that page, with the word diff', async () => {
    heading = await release(
      about((remote) => {
        remote.pages['/about-us/history']!.main =
          '<h1>Our Long History</h1><p>The practice was founded in Dayton in 1952.</p>';
      }),
      '1.1.0',
    );
    expect(heading).toMatchObject({ status: 'live', has_report: true });
    const report = await reportOf(heading.id);
    expect(report).toMatchObject({ version: '1.1.0', base_version: '1.0.0', added: [], removed: [] });
    expect(paths(report.changed)).toEqual(['/about-us/history']);
    expect(report.unchanged).toEqual(['/about-us/careers', '/about-us/team']);
    const [history] = report.changed;
    expect(history!.title).toEqual({ before: 'History', after: 'History' });
    expect(history!.text_diff).toEqual([
      { op: 'insert', text: 'Our Long ' },
      { op: 'equal', text: 'History The practice was founded in Dayton in 1952.' },
    ]);
    // Its chunk is another file now (content-hashed), of about the same size.
    expect(history!.js_kb.before).toEqual(expect.any(Number));
    expect(history!.js_kb.after).toEqual(expect.any(Number));
    expect(history!.hydration_warnings).toEqual([]);
  });

  it('of a release that adds a page and its menu item lists the page as added and compares every stored page', async () => {
    // The stored generation the renderer would have written: Home and the not-found page name no remote, but the
    // new menu item is on every page, so every stored page is in the radius.
    const draft = await startGeneration(site);
    const stored = (file: string, remotes: Record<string, string>): PageRecord => ({
      file,
      kind: 'rendered',
      rendered_at: new Date().toISOString(),
      inputs: { shell: 's', nav: 'n', remotes, data: {} },
    });
    await draft.commit({
      shell: 's',
      nav: 'n',
      complete: true,
      pages: {
        '/': stored('index.html', {}),
        '/404': stored('404.html', {}),
        '/about-us/team': stored('about-us/team/index.html', { about: '1.1.0' }),
      },
    });
    added = await release(
      about((remote) => {
        remote.pages['/about-us/history']!.main =
          '<h1>Our Long History</h1><p>The practice was founded in Dayton in 1952.</p>';
        remote.pages['/about-us/press'] = {
          title: 'Press Room',
          description: 'Media contacts.',
          main: '<h1>Press Room</h1><p>Reporters can reach our media office.</p>',
          random: true,
        };
        remote.nav!.items.push({ title: 'Press Room', url: '/about-us/press' });
      }),
      '1.2.0',
    );
    expect(added).toMatchObject({ status: 'live', has_report: true });
    const report = await reportOf(added.id);
    expect(report.pages_compared).toBe(6);
    expect(paths(report.added)).toEqual(['/about-us/press']);
    expect(report.removed).toEqual([]);
    // The remote's other pages load its routes chunk, which names the new route: their text is as it was.
    expect(paths(report.changed)).toEqual(['/about-us/careers', '/about-us/history', '/about-us/team']);
    for (const page of report.changed) expect(page.text_diff.map((part) => part.op)).toEqual(['equal']);
    // Home and the not-found page show the new menu item, outside their main content: unchanged.
    expect(report.unchanged).toEqual(['/', '/404']);
    // Its markup ends with a random number: two renders differ, as a hydration in the browser would find.
    expect(report.added[0]!.hydration_warnings).toEqual([
      expect.stringMatching(/^the markup differs between two renders at character \d+/),
    ]);
  });

  it('of a rollback mirrors its release’s, kept with the record of the release rolled back', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/releases/about/rollback',
      headers: bearer(aboutToken),
    });
    expect(answer.json()).toEqual({
      remote: 'about',
      from: '1.2.0',
      to: '1.1.0',
      status: 'rolled_back',
      release_id: added.id,
    });
    const rollback = await waitFor(
      async () => {
        const read = await getReport(added.id, bearer(aboutToken), '?kind=rollback');
        return read.statusCode === 200 ? read.json<ReleaseReport>() : undefined;
      },
      { what: 'the rollback’s report', timeoutMs: 30_000, intervalMs: 50 },
    );
    const release = await reportOf(added.id);
    expect(rollback).toMatchObject({
      release_id: added.id,
      kind: 'rollback',
      version: '1.1.0',
      base_version: '1.2.0',
      pages_compared: release.pages_compared,
      added: [],
      removed: paths(release.added),
      unchanged: release.unchanged,
    });
    expect(paths(rollback.changed)).toEqual(paths(release.changed));
    // Its record still reads as its release's: rolled back, and its release report is the one GET gives.
    expect(
      (await app.inject({ url: `/api/releases/about/${added.id}`, headers: bearer(aboutToken) })).json(),
    ).toMatchObject({
      status: 'rolled_back',
      has_report: true,
    });
    expect((await registryStore(app.db).read()).remotes.about?.version).toBe('1.1.0');
  });

  it('of a rollback of a changed heading changes the heading back', async () => {
    // 1.1.0 changed the history page's heading; returning to 1.0.0 is the same change the other way.
    const answer = await app.inject({
      method: 'POST',
      url: '/api/releases/about/rollback',
      headers: bearer(aboutToken),
    });
    expect(answer.json()).toMatchObject({ from: '1.1.0', to: '1.0.0', release_id: heading.id });
    const rollback = await waitFor(
      async () => {
        const read = await getReport(heading.id, bearer(aboutToken), '?kind=rollback');
        return read.statusCode === 200 ? read.json<ReleaseReport>() : undefined;
      },
      { what: 'the rollback’s report', timeoutMs: 30_000, intervalMs: 50 },
    );
    const release = await reportOf(heading.id);
    expect(paths(rollback.changed)).toEqual(paths(release.changed));
    expect(rollback.changed[0]!.text_diff).toEqual([
      { op: 'delete', text: 'Our Long ' },
      { op: 'equal', text: 'History The practice was founded in Dayton in 1952.' },
    ]);
    expect(rollback.changed[0]!.js_kb).toEqual({
      before: release.changed[0]!.js_kb.after,
      after: release.changed[0]!.js_kb.before,
    });
  });
});

describe('the report’s rules', () => {
  /** About with an image that has no text alternative on its team page. */
  const withImage = about((remote) => {
    remote.pages['/about-us/team']!.main += '<img src="/media/physicians/group.svg">';
  });

  it('refuse a release whose page gains an axe violation, keeping the report that says why', async () => {
    const before = await registryStore(app.db).read();
    const refused = await release(withImage, '2.0.0', '&refuse_new_violations=1');
    expect(refused).toMatchObject({ status: 'failed', has_report: true });
    expect(refused.reason).toContain('its release report breaks a rule');
    expect(refused.reason).toContain(
      'refuse_new_violations: 1 new axe violation on 1 page: /about-us/team (image-alt)',
    );
    const report = await reportOf(refused.id);
    // Its menu is the current version's: the radius is its own pages, not every stored page (Home, not found).
    expect(report.pages_compared).toBe(3);
    expect(report.refused_by).toBe('refuse_new_violations: 1 new axe violation on 1 page: /about-us/team (image-alt)');
    expect(paths(report.changed)).toEqual(['/about-us/team']);
    expect(report.changed[0]!.new_violations).toEqual([
      { id: 'image-alt', impact: 'critical', help: expect.stringContaining('alternative text'), nodes: 1 },
    ]);
    // Nothing of it is named or kept: the registry is as it was, and the version is not used up.
    expect(await registryStore(app.db).read()).toEqual(before);
    expect(await readdir(path.join(site, 'remotes/about'))).not.toContain('2.0.0');
  });

  it('refuse a release that changes more pages than max_changed_pages, and let it through without the rules', async () => {
    const refused = await release(withImage, '2.0.0', '&max_changed_pages=0');
    expect(refused).toMatchObject({ status: 'failed' });
    expect((await reportOf(refused.id)).refused_by).toBe(
      'max_changed_pages: 1 page added, removed or changed (0 added, 0 removed, 1 changed), more than 0',
    );
    const allowed = await release(withImage, '2.0.0', '&max_changed_pages=1');
    expect(allowed).toMatchObject({ status: 'live' });
    expect((await reportOf(allowed.id)).changed[0]!.new_violations).toMatchObject([{ id: 'image-alt' }]);
  });

  it('are refused at once when out of form, with nothing stored', async () => {
    for (const query of ['&max_changed_pages=-1', '&max_changed_pages=two', '&refuse_new_violations=yes']) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/releases/about?version=3.0.0${query}`,
        headers: { 'content-type': 'application/gzip', ...bearer(aboutToken) },
        payload: await archive(ABOUT),
      });
      expect([query, answer.statusCode, answer.json().error.code]).toEqual([query, 400, 'bad_rule']);
    }
  });
});

describe('a build that fails to render', () => {
  it('is refused over HTTP with the page and its reason, with no report and nothing of it kept', async () => {
    const before = await registryStore(app.db).read();
    const broken = about((remote) => {
      remote.pages['/about-us/careers']!.throws = 'careers data is undefined';
    });
    const record = await release(broken, '4.0.0');
    expect(record).toMatchObject({ status: 'failed', has_report: false });
    expect(record.reason).toContain('/about-us/careers: careers data is undefined');
    expect((await getReport(record.id, bearer(aboutToken))).statusCode).toBe(404);
    expect(await registryStore(app.db).read()).toEqual(before);
    expect(await readdir(path.join(site, 'remotes/about'))).not.toContain('4.0.0');
  });
});

describe('reading a report', () => {
  it('takes the remote’s token; another remote’s token is refused as for the record', async () => {
    const { id } = first;
    expect((await getReport(id, bearer(aboutToken))).statusCode).toBe(200);
    expect((await getReport(id, bearer(servicesToken))).statusCode).toBe(403);
    expect((await getReport(id, {})).statusCode).toBe(401);
    expect((await getReport('no-such-release', bearer(aboutToken))).statusCode).toBe(404);
    expect((await getReport(id, bearer(aboutToken), '?kind=rollback')).statusCode).toBe(404);
    expect((await getReport(id, bearer(aboutToken), '?kind=canary')).statusCode).toBe(400);
  });

  it('on the Releases screen needs an admin’s session', async () => {
    const url = `/api/admin/releases/about/${first.id}/report`;
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: bearer(aboutToken) })).statusCode).toBe(401);
    const session = await adminSession(app, ADMIN);
    const answer = await app.inject({ url, headers: { cookie: session } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(await reportOf(first.id));
    expect(
      (await app.inject({ url: `/api/admin/releases/about/nope/report`, headers: { cookie: session } })).statusCode,
    ).toBe(404);
  });
});

describe('the report’s work on a team’s markup', () => {
  /** A rendered page at `path` whose `#root` markup is `html`. */
  const page = (pagePath: string, html: string): RenderedPage => ({
    path: pagePath,
    html,
    swrData: {},
    title: pagePath,
    description: '',
    remotes: {},
    assets: { styles: [], preloads: [] },
  });
  const output = (...pages: RenderedPage[]): WorkerOutput => ({ rendered: pages, moved: [], failed: [] });
  /** compareRenders of pages that exist before and after, with `limits`. */
  const compare = (before: RenderedPage[], after: RenderedPage[], limits: Comparison['limits'] = {}) => {
    const paths = after.map((p) => p.path);
    return compareRenders({
      site,
      shellDist: path.join(work, 'shell'),
      publicUrl: 'https://www.riverbend.example',
      kind: 'release',
      remote: 'about',
      version: '2.0.0',
      base_version: '1.0.0',
      startedAt: performance.now(),
      radius: { paths, before: paths, after: paths, everyPage: false },
      before: output(...before),
      after: output(...after),
      renderAgain: async () => output(...after),
      limits,
    });
  };

  it('runs none of its scripts and loads nothing it names', async () => {
    let requests = 0;
    const listener = createHttpServer((_request, response) => {
      requests += 1;
      response.end('');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(listener.address() as { port: number }).port}`;
    try {
      const hostile = (heading: string) =>
        `<main><h1>${heading}</h1><script>document.querySelector('h1').textContent = 'scripted'; ` +
        `fetch('${origin}/fetch')</script><img src="${origin}/img" alt="" onerror="fetch('${origin}/onerror')">` +
        `<link rel="stylesheet" href="${origin}/css"><iframe src="${origin}/frame" title="x"></iframe>` +
        `<object data="${origin}/object"></object><video src="${origin}/video"></video></main>`;
      const { body } = await compare([page('/x', hostile('Before'))], [page('/x', hostile('After'))]);
      expect(body.changed[0]!.text_diff).toEqual([
        { op: 'delete', text: 'Before' },
        { op: 'insert', text: 'After' },
      ]);
      expect(requests).toBe(0);
    } finally {
      listener.close();
    }
  });

  it('bounds it: a page over the markup limit, pages past the page limit and past the time limit are noted, not analysed', async () => {
    const big = page('/big', `<main><p>${'word '.repeat(400)}</p></main>`);
    const small = (pagePath: string, text: string) => page(pagePath, `<main><p>${text}</p></main>`);
    const sized = await compare(
      [{ ...big, html: big.html.replace('word', 'old') }, small('/a', 'one')],
      [big, small('/a', 'two')],
      { maxMarkupChars: 1000 },
    );
    expect(sized.body.changed.map((p) => p.path)).toEqual(['/a', '/big']);
    expect(sized.body.notes).toEqual(['/big: its markup is over 1000 characters; not analysed']);
    expect(sized.body.changed[0]!.text_diff).toEqual([
      { op: 'delete', text: 'one' },
      { op: 'insert', text: 'two' },
    ]);

    const counted = await compare([small('/a', 'one'), small('/b', 'one')], [small('/a', 'two'), small('/b', 'two')], {
      maxPages: 1,
    });
    expect(counted.unchecked).toEqual(['/b']);
    expect(counted.body.notes).toEqual(['1 pages past the limit of 1 analysed pages: not analysed']);

    const late = await compare([small('/a', 'one')], [small('/a', 'two')], { timeoutMs: 1 });
    expect(late.unchecked).toEqual(['/a']);
    expect(late.body.notes).toEqual(['the analysis ran past its limit of 1 ms; 1 of 1 pages not analysed']);
    // A page the report could not check refuses a release under refuse_new_violations, as a violation would.
    expect(judgeReport(late.body, { refuse_new_violations: true }, late.unchecked)).toBe(
      'refuse_new_violations: 1 changed pages could not be checked (see the notes)',
    );
    expect(judgeReport(late.body, {}, late.unchecked)).toBeNull();
  });
});
