/**
 * The registry: the one file ops edit through `release` and `rollback` (docs/design.md#registry).
 */

/** A menu link. */
export interface NavLink {
  title: string;
  url: string;
}

/** A main-menu group a remote contributes (docs/requirements.md#navigation). A group without items is a plain link. */
export interface NavGroup {
  title: string;
  url: string;
  /** Position in the main menu, ascending. */
  order: number;
  items: NavLink[];
}

/** One released version of a remote: `entry` is its remoteEntry.js URL. */
export interface RemoteVersion {
  version: string;
  entry: string;
  /** ISO timestamp of the release. */
  released_at?: string;
}

/** A remote's registry entry. */
export interface RegistryRemote extends RemoteVersion {
  /** Path prefixes the remote owns, e.g. ["/about-us"]. */
  basePaths: string[];
  nav?: NavGroup;
  /** Links the remote adds to the footer only (e.g. Privacy Policy). */
  footerLinks?: NavLink[];
  /**
   * The public static page paths the remote serves (its route objects' paths without parameters), for the
   * sitemap. Absent for a remote with no public pages (admin).
   */
  routes?: string[];
  /** Last-known-good version the shell falls back to. */
  previous?: RemoteVersion;
  /**
   * A version on trial for `percent` % of visitors, or for none yet (0 %) (docs/design.md#releases), with its own place in the site.
   * Visitors in the canary generation get a registry in which this entry replaces the remote's own; everyone
   * else never sees it.
   */
  canary?: CanaryVersion;
}

/** A remote's canary: the version, its share of visitors and its own registry entry fields. */
interface CanaryVersion extends RemoteVersion, Pick<RegistryRemote, 'basePaths' | 'nav' | 'footerLinks' | 'routes'> {
  /**
   * Share of visitors, 0–99: buckets 00 to percent-1 get it. 0 is a private preview: no visitor is given it, and
   * only a browser pinned to it (a release's preview link) sees it (docs/design.md#releases).
   */
  percent: number;
}

/** The registry served at /registry.json. */
export interface Registry {
  schemaVersion: 1;
  remotes: Record<string, RegistryRemote>;
  /**
   * Only in the document of a browser an admin pinned to chosen versions for trying them
   * (docs/design.md#releases): remote name → version. The shell shows a banner with "Unpin" on every page.
   */
  pinned?: Record<string, string>;
}

/**
 * Where a remote places itself in the site, exported as `section` beside its route objects in src/routes.tsx:
 * the path prefixes it owns, its main-menu group and its footer-only links. Every link must be one of its
 * routes; the build checks it.
 */
export type SectionEntry = Pick<RegistryRemote, 'basePaths' | 'nav' | 'footerLinks'>;

/**
 * The registry-entry.json a remote's build writes beside remoteEntry.js, from its src/routes.tsx; `release`
 * adds version and entry.
 */
export type RegistryEntryTemplate = Pick<RegistryRemote, 'basePaths' | 'nav' | 'footerLinks' | 'routes'> & {
  name: string;
};
