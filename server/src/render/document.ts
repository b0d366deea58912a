import type { Registry, SiteSettings } from '@site/contracts/types';
import { PAGE_PRELOADS_ID } from '../paths.ts';
import type { RenderedPage } from './page-renderer.ts';

/** What the shell reads from #site-data (shell/src/site-data.ts). */
interface SiteDataJson {
  registry: Registry;
  settings: SiteSettings;
  /** The path the markup was rendered at; absent for a document the browser renders. */
  path?: string;
  /** Where the API answers of the markup are (an immutable, content-addressed file). */
  pageData?: string;
  /** The API answers themselves, for a preview: no stored file may hold a draft's data. */
  swrData?: Record<string, unknown>;
  /** A preview: the shell shows the answers above and fetches none, so the page stays the draft's. */
  preview?: true;
}

const SITE_DATA_MARK = '<!--SITE_DATA-->';
// The built index.html is minified, which drops the attribute's quotes.
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const TITLE_ELEMENT = /<title>.*?<\/title>/s;

/** JSON safe to inline in a <script> element: no '<' can close it early, and U+2028/9 stay escaped. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Text safe inside an HTML attribute or element. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Replaces `pattern` in `text` with `value` byte for byte. A function replacement, so `$&`, `$'` and the
 * like in content are never read as replacement patterns. Throws when the template lacks the pattern.
 */
function replaceOnce(text: string, pattern: RegExp | string, value: string): string {
  const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
  if (!found) throw new Error(`The shell's index.html has no ${String(pattern)}: is it the shell's build?`);
  return text.replace(pattern, () => value);
}

/** What composeDocument takes besides the shell's index.html. */
export interface DocumentParts {
  registry: Registry;
  settings: SiteSettings;
  /** The rendered page; absent: a document whose page the browser renders (admin, or a failed render). */
  page?: Pick<RenderedPage, 'path' | 'html' | 'title' | 'description' | 'assets'>;
  /** Where the page's API answers are stored, when there is a page. */
  pageData?: string;
  /** The page's absolute URL for canonical and og:url; absent for documents that are not a page of their own. */
  canonical?: string;
  /**
   * A preview of unpublished changes (docs/design.md#product-decisions): kept out of search engines, marked by a
   * banner saying until when the address works, with the page's API answers inline.
   */
  preview?: { expires_at: string; swrData: Record<string, unknown> };
}

/** The banner above a preview: what it is and until when its address works, in the practice's time. */
function previewBanner(expiresAt: string): string {
  const until = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(expiresAt));
  return (
    '<aside aria-label="Preview notice" style="background:#fff4c2;color:#1f1f1f;border-bottom:2px solid #8a6d00;' +
    'padding:0.75rem 1rem;font:1rem/1.4 system-ui,sans-serif;text-align:center">' +
    '<strong>Preview of unpublished changes.</strong> Visitors do not see this version until it is published. ' +
    `This address works until ${escapeHtml(until)}.</aside>`
  );
}

/**
 * One complete HTML document from the shell's index.html (docs/decisions/0003-rendering-model.md): the head facts (title, description,
 * canonical, Open Graph), every stylesheet the page had, the list of files the start-up script preloads, the
 * registry and settings the page was rendered with inlined for the shell, and the page's markup in #root marked
 * for hydration. Content reaches the document byte for byte, and the template's inline start-up script stays
 * as the build wrote it, last in the body (the Content-Security-Policy allows it by its hash). Throws when the
 * template is not the shell's build.
 */
export function composeDocument(template: string, parts: DocumentParts): string {
  const { registry, settings, page, pageData, canonical, preview } = parts;
  const title = page?.title || settings.organization_name;
  const description = page?.description ?? '';
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    preview && '<meta name="robots" content="noindex, nofollow" />',
    description && `<meta name="description" content="${escapeHtml(description)}" />`,
    canonical && `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(settings.organization_name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    description && `<meta property="og:description" content="${escapeHtml(description)}" />`,
    canonical && `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    // Not preload links: the page is whole without scripts, and its first paint must not share the connection
    // with them. The start-up script preloads these as it starts the shell.
    page &&
      `<script type="application/json" id="${PAGE_PRELOADS_ID}">${inlineJson([
        ...(pageData ? [{ href: pageData, as: 'fetch' }] : []),
        ...page.assets.preloads,
      ])}</script>`,
    // Every stylesheet the page had when it was rendered comes with the HTML, so nothing moves when the
    // scripts add them; the template links the shell's main one already.
    ...(page?.assets.styles ?? [])
      .filter((href) => !template.includes(`href=${href}`) && !template.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
  ]
    .filter(Boolean)
    .join('\n    ');
  const siteData: SiteDataJson = {
    registry,
    settings,
    ...(page && { path: page.path }),
    ...(page && pageData && { pageData }),
    ...(preview && { swrData: preview.swrData, preview: true as const }),
  };
  let html = replaceOnce(template, TITLE_ELEMENT, head);
  html = replaceOnce(html, SITE_DATA_MARK, inlineJson(siteData));
  return replaceOnce(
    html,
    ROOT_ELEMENT,
    (preview ? previewBanner(preview.expires_at) : '') +
      (page ? `<div id="root" data-prerendered>${page.html}</div>` : '<div id="root"></div>'),
  );
}
