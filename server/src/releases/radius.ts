/**
 * The pages a change to one remote can change (docs/design.md#releases, "blast radius"): its own pages before
 * and after, every stored page whose recorded inputs name the remote, and, when its menu group or footer links
 * change, every stored page, since every page shows them.
 */
import type { Registry, RegistryRemote } from '@site/contracts/types';
import { isDeepStrictEqual } from 'node:util';
import { currentGenerationId, readManifest } from '../render/generations.ts';
import { SAFE_PATH } from '../render/renderer.ts';
import { sitemapPaths } from '../render/seo.ts';
import { registryEntry } from '@site/contracts/registry';

/** The pages to render for a change, and on which side of it each one exists. */
export interface Radius {
  /** Every page in the radius, in order: the remote's own first, then the stored ones. */
  paths: string[];
  /** Those that are pages of the site before the change. */
  before: string[];
  /** Those that are pages of the site after it. */
  after: string[];
  /** The remote's menu group or footer links change: every stored page is in the radius. */
  everyPage: boolean;
}

/**
 * Whether two registry entries put different links in every page's menu or footer. Compared by value, not by
 * their JSON: an entry read back from the database (jsonb) has its keys in another order than a build's.
 */
const chromeDiffers = (a: RegistryRemote | undefined, b: RegistryRemote | undefined) =>
  !isDeepStrictEqual([a?.nav ?? null, a?.footerLinks ?? null], [b?.nav ?? null, b?.footerLinks ?? null]);

/** A page the renderer stores: a safe path, not an admin screen (the browser renders those). */
const storable = (pagePath: string) => SAFE_PATH.test(pagePath) && !/^\/admin(\/|$)/.test(pagePath);

/**
 * The radius of changing remote `name` from its entry in `before` to its entry in `after` (either may lack it:
 * a first release, a retirement), on the site folder `site`, whose current (stable) generation's manifest records
 * which remotes each stored page was rendered with. A path is a page on a side when that side's registry lists it
 * (Home and every remote's `routes`), or when it is a stored page no registry lists (a news story, the not-found
 * page). Without a stored generation only the remote's own pages are in it.
 */
export async function changeRadius(site: string, name: string, before: Registry, after: Registry): Promise<Radius> {
  const id = await currentGenerationId(site);
  const stored = (id ? await readManifest(site, id) : undefined)?.pages ?? {};
  const was = registryEntry(before, name);
  const will = registryEntry(after, name);

  const everyPage = chromeDiffers(was, will);
  const naming = Object.entries(stored)
    .filter(([, record]) => everyPage || record.inputs.remotes[name] !== undefined)
    .map(([pagePath]) => pagePath);
  const paths = [...new Set([...(will?.routes ?? []), ...(was?.routes ?? []), ...naming])].filter(storable);
  const listedBefore = new Set(sitemapPaths(before, []));
  const listedAfter = new Set(sitemapPaths(after, []));
  const unlisted = (pagePath: string) =>
    pagePath in stored && !listedBefore.has(pagePath) && !listedAfter.has(pagePath);
  return {
    paths,
    before: paths.filter((pagePath) => listedBefore.has(pagePath) || unlisted(pagePath)),
    after: paths.filter((pagePath) => listedAfter.has(pagePath) || unlisted(pagePath)),
    everyPage,
  };
}
