/**
 * The audit's reference (issue 9, audit script): a plain static HTML copy of each audited page, i.e. the HTML
 * the production server sends, without its scripts, with its stylesheets, fonts and images mirrored, served
 * from a loopback server that compresses like production. What the real page costs beyond this copy is the
 * price of the application around the content.
 */
import { createServer, type Server } from 'node:http';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b[^>]*>/gi;
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);

/**
 * The page's HTML as a document without JavaScript: every script element goes except schema.org data blocks
 * (they are content, and run nothing), and so do hints that only fetch scripts or remote manifests
 * (`preload` as script or fetch, `modulepreload`). Everything else is kept byte for byte.
 */
export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) =>
      /application\/ld\+json/i.test(attributes) ? element : '',
    )
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
 * Saves the static copy of `pagePaths` from `site` into `root`: each page's HTML without scripts, and every
 * same-origin file it (or one of its stylesheets) loads. Throws when a page does not answer 200.
 */
export async function saveStaticCopy(site: string, pagePaths: string[], root: string): Promise<void> {
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
    const html = stripScripts(await response.text());
    const file = htmlFile(root, pagePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    await Promise.all(documentAssets(html, new URL(site).origin).map(mirror));
  }
  await mirror('/robots.txt');
  await mirror('/favicon.ico');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};
const COMPRESSIBLE = /^(text\/|image\/svg|application\/json)/;
const HASHED = /\.[0-9a-f]{8,}\./;

/** A running static copy: its origin (http://127.0.0.1:port) and a close function. */
export interface StaticCopyServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `root` on a free loopback port the way the production server serves files: brotli or gzip for text
 * (as the browser accepts), hashed files immutable, pages no-cache. Absolute links to `siteOrigin` in the
 * pages (canonical, Open Graph) are rewritten to the copy's own origin, so the copy is judged on its own.
 */
export async function serveStaticCopy(root: string, siteOrigin: string): Promise<StaticCopyServer> {
  let origin = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const candidates = [assetFile(root, urlPath), htmlFile(root, urlPath)];
      for (const file of candidates) {
        if (
          !file.startsWith(root) ||
          !(await stat(file).then(
            (s) => s.isFile(),
            () => false,
          ))
        )
          continue;
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        let body = await readFile(file);
        if (type.startsWith('text/html')) body = Buffer.from(body.toString('utf8').replaceAll(siteOrigin, origin));
        const accepts = String(request.headers['accept-encoding'] ?? '');
        const headers: Record<string, string> = {
          'Content-Type': type,
          'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
          Vary: 'Accept-Encoding',
        };
        if (COMPRESSIBLE.test(type) && /\bbr\b/.test(accepts)) {
          body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          headers['Content-Encoding'] = 'br';
        } else if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(accepts)) {
          body = gzipSync(body, { level: 9 });
          headers['Content-Encoding'] = 'gzip';
        }
        response.writeHead(200, { ...headers, 'Content-Length': String(body.length) }).end(body);
        return;
      }
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    })().catch((error: Error) => response.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
