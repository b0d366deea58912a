import type { FastifyInstance } from 'fastify';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL_START_SCRIPT_HASH } from '@site/api/security-policy';
import { SECURITY_HEADERS_CONF, securityHeadersConf, securityHeadersOf } from './nginx-headers.ts';
import { siteDir } from './paths.ts';
import { startGeneration, writeCompressed } from './render/generations.ts';
import { createSiteServer } from './site/site-server.ts';

/**
 * The shipped file read as nginx would: the headers it adds, as {lower-case name: value}, and the names of the
 * headers it hides on proxied answers. Throws on any other directive.
 */
async function nginxFile(): Promise<{ added: Record<string, string>; hidden: string[] }> {
  const text = await readFile(SECURITY_HEADERS_CONF, 'utf8');
  const added: Record<string, string> = {};
  const hidden: string[] = [];
  for (const line of text.split('\n').filter((l) => l.trim() !== '' && !l.trimStart().startsWith('#'))) {
    const add = /^add_header ([A-Za-z-]+) "([^"]*)" always;$/.exec(line);
    const hide = /^proxy_hide_header ([A-Za-z-]+);$/.exec(line);
    if (add) added[add[1]!.toLowerCase()] = add[2]!;
    else if (hide) hidden.push(hide[1]!.toLowerCase());
    else throw new Error(`Not an add_header or proxy_hide_header line: ${line}`);
  }
  return { added, hidden };
}

let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'nginx-headers-'));
  app = await createSiteServer({ dataDir });
  const draft = await startGeneration(siteDir(dataDir));
  await writeCompressed(draft.dir, 'index.html', '<h1>Home</h1>');
  await writeCompressed(draft.dir, '404.html', '<h1>Page Not Found</h1>');
  await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} });
  await app.rendering.files.refresh();
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('server/nginx/security-headers.conf', () => {
  it('is exactly what `npm run nginx:headers` writes from the policy the Node server sends', async () => {
    expect(await readFile(SECURITY_HEADERS_CONF, 'utf8')).toBe(securityHeadersConf());
  });

  it("lets a page run the shell's inline start-up script, by its hash, and no other inline script", async () => {
    const { added } = await nginxFile();
    const scriptSources = /(?:^|;)script-src ([^;]*)/.exec(added['content-security-policy']!)?.[1]?.split(' ');
    expect(scriptSources).toEqual(["'self'", `'${SHELL_START_SCRIPT_HASH}'`]);
  });

  it('holds every security header of a page, an API answer and a 404 served by Node, with the same values', async () => {
    const { added: fromFile, hidden } = await nginxFile();
    expect(Object.keys(fromFile)).toEqual(
      expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-frame-options']),
    );
    // Node's copies on the API's answers are hidden, so nginx sends each header once.
    expect(hidden).toEqual(Object.keys(fromFile));
    for (const url of ['/', '/api/settings', '/no-such-page']) {
      // A visitor with a bucket: the bucket cookie (set on a first page answer) is no security header.
      const answer = await app.inject({ url, headers: { cookie: 'rr_bucket=42' } });
      expect([url, securityHeadersOf(Object.entries(answer.headers))]).toEqual([url, fromFile]);
    }
  });
});
