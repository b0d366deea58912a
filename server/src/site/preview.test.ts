import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { previewTokenHash } from '@site/api/preview';
import { siteDir } from '../paths.ts';
import { startGeneration, writeCompressed } from '../render/generations.ts';
import type { WorkerInput, WorkerOutput } from '../render/page-renderer.ts';
import { waitFor } from '@site/test-support/wait-for';
import { createSiteServer } from './site-server.ts';

/**
 * Preview pages: a page's address with a valid token answers the page the renderer built with the token's
 * draft, from memory, never cached and kept from search engines; any other token answers the not-found page.
 */

let dataDir: string;
let app: FastifyInstance;
const rendered: WorkerInput[] = [];
// Tokens have the form the admin gives them: 32 random bytes in base64url.
const TOKEN = 'a-long-unguessable-preview-token-for-tests1';
const OTHER_TOKEN = 'another-unguessable-preview-token-for-test2';
const THIRD_TOKEN = 'a-third-unguessable-preview-token-for-test3';

/** While set, renders wait for it: a preview held in flight. */
let hold: Promise<void> | undefined;

async function renderPages(input: WorkerInput): Promise<WorkerOutput> {
  rendered.push(input);
  await hold;
  return {
    rendered: input.paths.map((pagePath) => ({
      path: pagePath,
      html: '<main><h1>Draft headline</h1></main>',
      swrData: { '/api/news/?id=7': { title: 'Draft headline' } },
      title: 'Draft headline',
      description: '',
      remotes: {},
      assets: { styles: [], preloads: [] },
    })),
    moved: [],
    failed: [],
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'site-preview-'));
  const shellDist = path.join(dataDir, 'shell');
  await mkdir(shellDist, { recursive: true });
  await writeFile(
    path.join(shellDist, 'index.html'),
    '<html><head><title>x</title></head><body><div id=root></div>' +
      '<script id=site-data type=application/json><!--SITE_DATA--></script></body></html>',
  );
  app = await createSiteServer({
    dataDir,
    preview: { shellDist, apiBase: 'http://127.0.0.1:9', publicUrl: 'https://example.org', renderPages, queueMax: 2 },
  });
  const draft = await startGeneration(siteDir(dataDir));
  await writeCompressed(draft.dir, 'news/7/index.html', '<h1>Published headline</h1>');
  await writeCompressed(draft.dir, '404.html', '<h1>Page Not Found</h1>');
  await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} });
  await app.rendering.files.refresh();
  for (const token of [TOKEN, OTHER_TOKEN, THIRD_TOKEN]) {
    await app.db.execute(
      sql`insert into previews (token_hash, entity, entity_id, path, expires_at)
          values (${previewTokenHash(token)}, 'news', 7, '/news/7', now() + interval '1 minute')`,
    );
  }
}, 60_000);
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('a preview address', () => {
  it("answers the page rendered with the token's draft, uncached and unindexed", async () => {
    const page = await get(`/news/7?preview=${TOKEN}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Draft headline</h1>');
    expect(page.body).toContain('Preview of unpublished changes.');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(rendered.at(-1)).toMatchObject({ paths: ['/news/7'], apiHeaders: { 'x-preview-token': TOKEN } });
    // The stored page is untouched: visitors still get the published one.
    expect((await get('/news/7')).body).toBe('<h1>Published headline</h1>');
  });

  it('answers a value that is not a token with the published page, without asking the database', async () => {
    const select = jest.spyOn(app.db, 'select');
    const execute = jest.spyOn(app.db, 'execute');
    try {
      for (const junk of ['guess', 'x'.repeat(42), `${TOKEN}!`, `${TOKEN}a`, '']) {
        const page = await get(`/news/7?preview=${encodeURIComponent(junk)}`);
        expect([junk, page.statusCode, page.body]).toEqual([junk, 200, '<h1>Published headline</h1>']);
      }
      expect(select).not.toHaveBeenCalled();
      expect(execute).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
      execute.mockRestore();
    }
  });

  it('renders one preview per token at a time and queues at most a few: past that 429 with Retry-After', async () => {
    let release!: () => void;
    hold = new Promise<void>((resolve) => (release = resolve));
    try {
      // inject sends a request once it is awaited: then() sends these two now, side by side.
      const before = rendered.length;
      const first = get(`/news/7?preview=${TOKEN}`).then((answer) => answer);
      const second = get(`/news/7?preview=${OTHER_TOKEN}`).then((answer) => answer);
      await waitFor(() => rendered.length > before, { what: 'the first preview rendering' });
      // The same token again while its preview is in flight, and a third token past the queue's bound.
      const again = await get(`/news/7?preview=${TOKEN}`);
      const third = await get(`/news/7?preview=${THIRD_TOKEN}`);
      for (const refused of [again, third]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
      }
      release();
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
    } finally {
      release();
      hold = undefined;
    }
    // Once they are done, the same tokens are served again.
    expect((await get(`/news/7?preview=${THIRD_TOKEN}`)).statusCode).toBe(200);
  });

  it('answers the not-found page for an unknown token, another page, or once expired', async () => {
    const before = rendered.length;
    expect((await get('/news/7?preview=an-unknown-token-of-the-right-form-00000000')).statusCode).toBe(404);
    expect((await get(`/news/8?preview=${TOKEN}`)).statusCode).toBe(404);
    await app.db.execute(sql`update previews set expires_at = now() - interval '1 second'`);
    const expired = await get(`/news/7?preview=${TOKEN}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe('<h1>Page Not Found</h1>');
    expect(rendered.length).toBe(before);
  });
});
