import type { Registry } from '@site/contracts/types';
import { createHash } from 'node:crypto';
import type { PageAssets } from './page-assets.ts';
import { registryEntries } from '@site/contracts/registry';

/** What one stored page was rendered from (docs/decisions/0003-rendering-model.md): the invalidation of a page is derived from this. */
interface PageInputs {
  /** The shell build and the site's public address (a hash of both: every document's canonical link names it). */
  shell: string;
  /** The menu and route revision: every remote's base paths, routes, menu group and footer links. */
  nav: string;
  /** Remotes whose code the page loaded, with the version it loaded. */
  remotes: Record<string, string>;
  /** A hash of each API answer the page read, keyed by API path (the settings among them). */
  data: Record<string, string>;
}

/** A stored page in a generation's manifest. */
export interface PageRecord {
  /** The document's file in the generation folder, e.g. `about-us/leadership/index.html`. */
  file: string;
  /** 'rendered': the page's markup is in the document; 'shell': the browser renders it (its render failed). */
  kind: 'rendered' | 'shell';
  rendered_at: string;
  inputs: PageInputs;
  /** The stylesheets and remote files the page's document names (rendered pages). */
  assets?: PageAssets;
  /** The page's data file in the generation folder, e.g. `_site/data/<hash>.json` (rendered pages). */
  dataFile?: string;
}

/** The inputs as they are now, to compare stored pages with. */
export interface CurrentInputs {
  shell: string;
  nav: string;
  /** Every released remote's current version. */
  versions: Record<string, string>;
  /** The hash of each API answer, as now; a key missing here is read as changed. */
  data: Record<string, string>;
}

/** A SHA-256 hex digest of text. */
export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The hash of an API answer as the page used it, so a render and a later fetch compare equal. */
export const answerHash = (value: unknown) => sha256(JSON.stringify(value)).slice(0, 32);

/** The menu and route revision of a registry: changes when any remote's pages or menu links change. */
export function navRevision(registry: Registry): string {
  const shape = registryEntries(registry)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, remote]) => [
      name,
      remote.basePaths,
      remote.routes ?? null,
      remote.nav ?? null,
      remote.footerLinks ?? null,
    ]);
  return sha256(JSON.stringify(shape)).slice(0, 32);
}

/** Every remote's current version, by name. */
export const remoteVersions = (registry: Registry) =>
  Object.fromEntries(registryEntries(registry).map(([name, remote]) => [name, remote.version]));

/**
 * Whether a generation's recorded versions (absent in older manifests: never the same) name exactly the
 * `current` ones: its shell document, which every admin screen and unstored address is served, names them all.
 */
export function sameVersions(recorded: Record<string, string> | undefined, current: Record<string, string>): boolean {
  if (!recorded) return false;
  const names = Object.keys(current);
  return Object.keys(recorded).length === names.length && names.every((name) => recorded[name] === current[name]);
}

/**
 * Why a stored page no longer matches the current inputs, or undefined when it still does: another shell
 * build or site address, another menu or route revision, another version of a remote it loaded, or another answer of an API
 * path it read.
 */
function staleReason(record: PageRecord, current: CurrentInputs): string | undefined {
  if (record.kind !== 'rendered') return 'not rendered yet';
  const { inputs } = record;
  if (inputs.shell !== current.shell) return 'shell build or site address';
  if (inputs.nav !== current.nav) return 'menus or routes';
  for (const [name, version] of Object.entries(inputs.remotes)) {
    if (current.versions[name] !== version) return `${name} ${version} → ${current.versions[name] ?? 'removed'}`;
  }
  for (const [key, hash] of Object.entries(inputs.data)) {
    if (current.data[key] !== hash) return `data ${key}`;
  }
  return undefined;
}

/** What a render pass must do to bring a generation's pages up to the current inputs. */
export interface RenderPlan {
  /** Pages whose stored document still matches, kept as they are. */
  keep: string[];
  /** Pages to render: new ones and stale ones, each with its reason. */
  render: { path: string; reason: string }[];
  /** Stored pages the site no longer has. */
  drop: string[];
}

/**
 * Plans a render pass over `stored` (a generation's pages, or none) for the `wanted` paths. Pure: the
 * renderer fetches the current inputs, this decides.
 */
export function planRender(
  stored: Record<string, PageRecord> | undefined,
  wanted: string[],
  current: CurrentInputs,
): RenderPlan {
  const plan: RenderPlan = { keep: [], render: [], drop: [] };
  const wantedSet = new Set(wanted);
  for (const path of wanted) {
    const record = stored?.[path];
    const reason = record ? staleReason(record, current) : 'new page';
    if (reason) plan.render.push({ path, reason });
    else plan.keep.push(path);
  }
  plan.drop = Object.keys(stored ?? {}).filter((path) => !wantedSet.has(path));
  return plan;
}

/** The API paths any stored page read: what the renderer must fetch to judge staleness. */
export function recordedDataKeys(pages: Record<string, PageRecord>[]): string[] {
  return [
    ...new Set(pages.flatMap((byPath) => Object.values(byPath).flatMap((r) => Object.keys(r.inputs.data)))),
  ].sort();
}
