/**
 * The audit's reference: a plain static HTML copy of each audited page, i.e. the HTML the production server
 * sends, without its scripts, with its stylesheets, fonts and images mirrored, served by @fastify/static on
 * loopback, compressed like production. What the real page costs beyond this copy is the price of the
 * application around the content.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROTLI_QUALITY_BUILD, writePrecompressed } from '@site/server/precompress';

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b[^>]*>/gi;
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);

/**
 * The page's HTML as a document without JavaScript: every script element goes except schema.org data blocks
 * (they are content, and run nothing), and so do hints that only fetch scripts or remote manifests
 * (`preload` as script or fetch, `modulepreload`). Everything else is kept byte for byte. With `keepJsonData`
 * the page's JSON data blocks (`application/json`, such as the inline registry) stay too, in place: they run
 * nothing either, and the audit's floor copy reads the registry from them.
 */
export function stripScripts(html: string, { keepJsonData = false } = {}): string {
  const kept = keepJsonData ? /application\/(ld\+)?json/i : /application\/ld\+json/i;
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) => (kept.test(attributes) ? element : ''))
    .replace(LINK_ELEMENT, (tag) => {
      const rel = attr(tag, 'rel')?.toLowerCase();
      const as = attr(tag, 'as')?.toLowerCase();
      return rel === 'modulepreload' || (rel === 'preload' && (as === 'script' || as === 'fetch')) ? '' : tag;
    })
    .replace(/\n\s*\n/g, '\n');
}

/**
 * Paths on `origin` the document itself loads: stylesheets, icons, preloaded fonts and images, img/source
 * (by path, or by absolute URL as a remote's `publicPath: 'auto'` writes them).
 */
export function documentAssets(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(LINK_ELEMENT) ?? []) {
    const rel = attr(tag, 'rel')?.toLowerCase() ?? '';
    const href = attr(tag, 'href');
    if (href && /\b(stylesheet|icon|preload|apple-touch-icon|manifest)\b/.test(rel)) found.add(href);
  }
  for (const tag of html.match(/<(img|source|video)\b[^>]*>/gi) ?? []) {
    for (const name of ['src', 'poster']) {
      const value = attr(tag, name);
      if (value) found.add(value);
    }
    for (const candidate of (attr(tag, 'srcset') ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) found.add(url);
    }
  }
  return [...found].flatMap((url) => {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? [resolved.pathname] : [];
  });
}

/** Paths a stylesheet at `cssPath` loads (url() and @import), resolved against it; same-origin only. */
export function stylesheetAssets(css: string, cssPath: string): string[] {
  const refs = [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3/g)].map(
    (m) => m[2] ?? m[4]!,
  );
  return refs
    .filter((ref) => !/^(data:|https?:|\/\/|#)/.test(ref))
    .map((ref) => new URL(ref, `http://x${cssPath}`).pathname);
}

/** Where a page's copy lives on disk: /a/b → <root>/a/b/index.html. */
const htmlFile = (root: string, pagePath: string) => path.join(root, pagePath, 'index.html');
const assetFile = (root: string, assetPath: string) => path.join(root, decodeURIComponent(assetPath));

/**
 * Saves the static copy of `pagePaths` from `site` into `root`: each page's HTML without scripts (or as
 * `document` makes it from the served HTML), and every same-origin file it (or one of its stylesheets)
 * loads. Throws when a page does not answer 200.
 */
export async function saveStaticCopy(
  site: string,
  pagePaths: string[],
  root: string,
  document: (html: string) => string = stripScripts,
): Promise<void> {
  const fetched = new Set<string>();
  const mirror = async (assetPath: string): Promise<void> => {
    if (fetched.has(assetPath)) return;
    fetched.add(assetPath);
    const response = await fetch(new URL(assetPath, site));
    if (!response.ok) return;
    const body = Buffer.from(await response.arrayBuffer());
    const file = assetFile(root, new URL(assetPath, site).pathname);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    if (/\.css$/.test(file)) {
      await Promise.all(stylesheetAssets(body.toString('utf8'), new URL(assetPath, site).pathname).map(mirror));
    }
  };
  for (const pagePath of pagePaths) {
    const response = await fetch(new URL(pagePath, site));
    if (!response.ok) throw new Error(`static copy: ${pagePath} answered ${response.status}`);
    const html = document(await response.text());
    const file = htmlFile(root, pagePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    await Promise.all(documentAssets(html, new URL(site).origin).map(mirror));
  }
  await mirror('/robots.txt');
  await mirror('/favicon.ico');
}

// Text as the production server stores it compressed beside the plain file: by extension, since @fastify/static
// picks a precompressed copy by the requested file's name. Scripts are the audit's floor bundle.
const COMPRESSIBLE = /\.(html|css|svg|txt|json|js)$/;
const HASHED = /\.[0-9a-f]{8,}\./;

/** A running static copy: its origin (http://127.0.0.1:port) and a close function. */
export interface StaticCopyServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Writes the files of `root` into `served` as the copy serves them: pages with `siteOrigin` replaced by
 * `origin`, and text with a brotli (.br) and a gzip (.gz) copy beside it.
 */
async function prepareServedFiles(root: string, served: string, siteOrigin: string, origin: string): Promise<void> {
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    const file = path.join(served, relative);
    let body = await readFile(path.join(root, relative));
    if (file.endsWith('.html')) body = Buffer.from(body.toString('utf8').replaceAll(siteOrigin, origin));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    if (COMPRESSIBLE.test(file)) await writePrecompressed(file, body, BROTLI_QUALITY_BUILD);
  }
}

/**
 * Serves `root` with @fastify/static on a free loopback port the way the production server serves files:
 * brotli or gzip for text (as the browser accepts), hashed files immutable, pages no-cache, /a/b from
 * /a/b/index.html. Absolute links to `siteOrigin` in the pages (canonical, Open Graph) point at the copy's
 * own origin, so the copy is judged on its own. The served files are a prepared copy of `root` in a
 * temporary folder, removed by close(); `root` itself is left as it was.
 */
export async function serveStaticCopy(root: string, siteOrigin: string): Promise<StaticCopyServer> {
  const served = await mkdtemp(path.join(tmpdir(), 'static-copy-served-'));
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: served,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) =>
      void reply.header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  try {
    // The pages name the copy's origin, known only once it listens; nothing is requested before this returns.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    await prepareServedFiles(root, served, siteOrigin, origin);
    return {
      origin,
      close: async () => {
        await app.close();
        await rm(served, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app.close();
    await rm(served, { recursive: true, force: true });
    throw error;
  }
}
