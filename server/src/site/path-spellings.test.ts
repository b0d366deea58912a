import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteDir } from '../paths.ts';
import { startGeneration, writeCompressed } from '../render/generations.ts';
import { rawGet } from '@site/test-support/raw-get';
import { createPageFiles } from './page-files.ts';
import { createSiteServer, normalizePath } from './site-server.ts';

let dataDir: string;
let app: FastifyInstance;
let port: number;
const MANIFEST_MARK = '"shell":"spellings"';

/** The public files of the test generation, by address, with their bodies. */
const PUBLIC: Record<string, { file: string; body: string }> = {
  '/': { file: 'index.html', body: '<h1>Home</h1>' },
  '/about-us/leadership': { file: 'about-us/leadership/index.html', body: '<h1>Leadership</h1>' },
  '/main.0123456789.js': { file: 'main.0123456789.js', body: 'main();' },
  '/_site/data/0a1b2c.json': { file: '_site/data/0a1b2c.json', body: '{"/api/x":1}' },
};
const NOT_FOUND = '<h1>Page Not Found</h1>';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'path-spellings-'));
  const site = siteDir(dataDir);
  app = await createSiteServer({ dataDir });
  const draft = await startGeneration(site);
  for (const { file, body } of Object.values(PUBLIC)) await writeCompressed(draft.dir, file, body);
  await writeCompressed(draft.dir, '404.html', NOT_FOUND);
  await draft.commit({ shell: 'spellings', nav: 'n', complete: true, pages: {} });
  await app.rendering.files.refresh();
  // Over a real socket: app.inject would resolve `.` and `..` in the address before the server saw it.
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A segment separator as a request may spell it: a slash, an encoded slash, or a slash with `.` noise. */
const separator = fc.constantFrom('/', '/', '%2f', '%2F', '//', '/./', '/%2e/', '/%2E/', '/.//', '/%2e%2f');
/** A segment, as is or with one character percent-encoded. */
const spelled = (segment: string) =>
  fc
    .nat({ max: segment.length })
    .map((i) =>
      i === segment.length
        ? segment
        : `${segment.slice(0, i)}%${segment.charCodeAt(i).toString(16).padStart(2, '0')}${segment.slice(i + 1)}`,
    );

/** Any spelling of `address` (segments joined by any separator), and a `..` detour now and then. */
const spellingOf = (address: string) => {
  const segments = address.split('/').filter(Boolean);
  return fc
    .tuple(
      fc.array(separator, { minLength: segments.length + 1, maxLength: segments.length + 1 }),
      fc.tuple(...segments.map(spelled)),
      fc.boolean(),
    )
    .map(([separators, parts, detour]) => {
      const body = parts.map((part, i) => `${separators[i]}${part}`).join('');
      const spelling = (detour ? `/x/..` : '') + (body || '/');
      return address === '/' ? spelling : spelling.replace(/^(?!\/)/, '/');
    });
};

const addresses = [...Object.keys(PUBLIC), '/_site/manifest.json', '/_site/manifest.json.br'];

describe('request path spellings', () => {
  it('answer the one spelling with its file, any other with the not-found page, and never a private file', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...addresses).chain((address) => fc.tuple(fc.constant(address), spellingOf(address))),
        async ([address, spelling]) => {
          const response = await rawGet(port, spelling);
          expect(response.body).not.toContain(MANIFEST_MARK);
          expect(response.status).toBeLessThan(500);
          const decoded = (() => {
            try {
              return decodeURIComponent(spelling);
            } catch {
              return undefined;
            }
          })();
          const isOneSpelling = decoded === address && normalizePath(spelling) === address;
          if (PUBLIC[address] && isOneSpelling) {
            expect([spelling, response.status, response.body]).toEqual([spelling, 200, PUBLIC[address].body]);
          } else {
            expect([spelling, response.status, response.body]).toEqual([spelling, 404, NOT_FOUND]);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keep the memory to the files there are, over thousands of spellings', async () => {
    const files = app.rendering.files;
    for (let i = 1; i <= 3000; i += 1) {
      await rawGet(port, `/${'./'.repeat(i % 300)}main.0123456789.js?v=${i}`);
      await rawGet(port, `/about-us/${'%2e/'.repeat(i % 300)}leadership`);
    }
    // The generation's files once each (raw, .br and .gz), however often and however spelled they were asked for.
    expect(files.cachedBytes()).toBeLessThan(4096);
  }, 60_000);
});

describe('the stored files in memory', () => {
  it('hold at most the bytes they are given, dropping the least recently used', async () => {
    const files = createPageFiles(siteDir(dataDir), 40);
    await files.refresh();
    for (const { file } of Object.values(PUBLIC)) expect(await files.get(file)).toBeDefined();
    expect(files.cachedBytes()).toBeLessThanOrEqual(40);
    expect((await files.get('about-us/leadership/index.html'))?.raw.toString()).toBe('<h1>Leadership</h1>');
  });
});

describe('normalizePath', () => {
  it('gives the one spelling, or nothing for a path that can name no file', () => {
    expect(normalizePath('/a/./b//c/')).toBe('/a/b/c/');
    expect(normalizePath('/%2e/_site/%2E%2E/_site/manifest.json')).toBe('/_site/manifest.json');
    expect(normalizePath('/../../etc/passwd')).toBe('/etc/passwd');
    expect(normalizePath('/%5Cevil.example')).toBeUndefined();
    expect(normalizePath('/%00')).toBeUndefined();
    expect(normalizePath('/%E0%A4%A')).toBeUndefined();
  });
});
