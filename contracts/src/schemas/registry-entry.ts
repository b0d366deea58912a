/**
 * What a remote's build may say about itself (docs/design.md#registry): the version it is released as and its
 * `registry-entry.json`. Both come from a team's build, so the server treats them as untrusted input and checks
 * them here before anything of a release is stored.
 */
import { z } from 'zod';
import { REMOTE_NAME_PATTERN } from './admin/deploy-tokens.ts';

/** Longest version name, in characters: it becomes a folder name and a part of every address of the build. */
export const VERSION_MAX_LENGTH = 64;

/**
 * The one rule for version names (releases, rollbacks, pins, page views, client errors, the release tools):
 * semver-shaped, `MAJOR.MINOR.PATCH` with an optional `-prerelease` and `+build` of letters, digits and hyphens
 * in dot-separated parts, at most VERSION_MAX_LENGTH characters. Nothing else is a safe folder name on every
 * system (`...`, `-rf` and `CON` are not versions).
 */
export const VERSION_PATTERN =
  /^(?=.{5,64}$)(?:0|[1-9]\d{0,8})\.(?:0|[1-9]\d{0,8})\.(?:0|[1-9]\d{0,8})(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** True when `value` is a version name by VERSION_PATTERN. */
export const isVersion = (value: unknown): value is string => typeof value === 'string' && VERSION_PATTERN.test(value);

/**
 * Paths no remote may own, nor anything under them (docs/design.md#registry): the shell's Home (`/`) and
 * not-found page, the API, the site's own files, the released builds, media and the admin screens. `/admin`
 * belongs to the remote named `admin` alone, the site's own admin section.
 */
export const RESERVED_BASE_PATHS = [
  '/admin',
  '/api',
  '/_site',
  '/remotes',
  '/candidates',
  '/media',
  '/404',
  '/registry.json',
  '/sitemap.xml',
  '/robots.txt',
] as const;

/** The remote that owns `/admin`. */
export const ADMIN_REMOTE = 'admin';

/** True when one of two site paths is the other or lies under it (`/news` and `/news/1`, not `/newsletter`). */
export function pathsOverlap(a: string, b: string): boolean {
  const lower = (p: string) => p.toLowerCase().replace(/\/+$/, '');
  const [x, y] = [lower(a), lower(b)];
  return x === y || x.startsWith(`${y}/`) || y.startsWith(`${x}/`) || x === '' || y === '';
}

/** True when `path` is `base` or lies under it. */
export const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The reserved path (RESERVED_BASE_PATHS, or `/`) that base path `base` is, holds or lies under, for a remote
 * named `name`; undefined when it is free of them. `/admin` and below are the `admin` remote's.
 */
export function reservedBasePath(base: string, name: string): string | undefined {
  if (base === '/' || base === '') return '/';
  return RESERVED_BASE_PATHS.find(
    (reserved) =>
      pathsOverlap(base, reserved) && !(reserved === '/admin' && name === ADMIN_REMOTE && isUnder(base, reserved)),
  );
}

/** Longest site path in an entry, in characters. */
const PATH_MAX = 200;
/** A site path of plain segments: no `.` or `..`, no query, fragment, scheme, host or trailing slash. */
const ENTRY_PATH = /^(?:\/[A-Za-z0-9][A-Za-z0-9._~-]*)+$/;

const sitePath = z
  .string({ error: 'Give a path of this site, such as /about-us.' })
  .max(PATH_MAX, `Use at most ${PATH_MAX} characters.`)
  .regex(ENTRY_PATH, 'Give a path of this site, such as /about-us: plain segments, no address of another site.');

const title = z
  .string({ error: 'Give a title.' })
  .trim()
  .min(1, 'Give a title.')
  .max(80, 'Use at most 80 characters.')
  .regex(/^[^\p{Cc}]*$/u, 'Keep the title on one line.');

const link = z.strictObject({ title, url: sitePath });

/**
 * The `registry-entry.json` a remote's build carries (RegistryEntryTemplate): its name, the base paths it
 * claims, its public routes, its main-menu group and footer links, with bounded lengths and counts. Beyond
 * the types: every route lies under one of its base paths, every menu and footer link is one of its routes,
 * no base path is reserved (RESERVED_BASE_PATHS, `/` included) or overlaps another of its own, and every remote
 * but `admin` (whose screens only the browser renders) lists at least one route. Whether the base paths are
 * the remote's to claim is the registry's to say (the server checks it against their owners).
 */
export const registryEntrySchema = z
  .strictObject({
    name: z.string({ error: 'Give the remote’s name.' }).max(40).regex(REMOTE_NAME_PATTERN, 'Give a federation name.'),
    basePaths: z
      .array(sitePath, { error: 'List the base paths the remote owns.' })
      .min(1, 'List at least one base path.')
      .max(10, 'List at most 10 base paths.'),
    routes: z
      .array(sitePath, { error: 'List the remote’s public routes.' })
      .max(500, 'List at most 500 routes.')
      .optional(),
    nav: z
      .strictObject({
        title,
        url: sitePath,
        order: z.number({ error: 'Give the menu position.' }).int().min(0).max(1000),
        items: z.array(link).max(30, 'List at most 30 menu items.'),
      })
      .optional(),
    footerLinks: z.array(link).max(20, 'List at most 20 footer links.').optional(),
  })
  .superRefine((entry, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    entry.basePaths.forEach((base, index) => {
      const reserved = reservedBasePath(base, entry.name);
      if (reserved) issue(['basePaths', index], `${base} is the site’s own (${reserved}); no remote may claim it.`);
      const twice = entry.basePaths.findIndex((other, i) => i < index && pathsOverlap(base, other));
      if (twice >= 0) issue(['basePaths', index], `${base} overlaps ${entry.basePaths[twice]}.`);
    });
    const routes = entry.routes ?? [];
    if (routes.length === 0 && entry.name !== ADMIN_REMOTE) {
      issue(['routes'], 'List at least one public route: a remote without routes cannot be verified.');
    }
    routes.forEach((route, index) => {
      if (!entry.basePaths.some((base) => isUnder(route, base))) {
        issue(['routes', index], `${route} lies outside the base paths.`);
      }
    });
    const ownRoute = (path: (string | number)[], url: string) => {
      if (!routes.includes(url)) issue(path, `${url} is not one of the remote’s routes.`);
    };
    if (entry.nav) {
      ownRoute(['nav', 'url'], entry.nav.url);
      entry.nav.items.forEach((item, index) => ownRoute(['nav', 'items', index, 'url'], item.url));
    }
    entry.footerLinks?.forEach((item, index) => ownRoute(['footerLinks', index, 'url'], item.url));
  });

/** A registry entry as registryEntrySchema accepts it. */
export type RegistryEntryInput = z.output<typeof registryEntrySchema>;

/**
 * Parses `value` (a build's registry-entry.json, already JSON-parsed) with registryEntrySchema. Returns the
 * entry, or the first problem with the dotted name of its field (`nav.items.0.url`, `basePaths`; `` for the
 * whole entry) and a message.
 */
export function parseRegistryEntry(
  value: unknown,
): { ok: true; entry: RegistryEntryInput } | { ok: false; field: string; message: string } {
  const parsed = registryEntrySchema.safeParse(value);
  if (parsed.success) return { ok: true, entry: parsed.data };
  const first = parsed.error.issues[0]!;
  return { ok: false, field: first.path.join('.'), message: first.message };
}

/**
 * PUT /api/admin/releases/:remote/base-paths: the base paths an admin assigns to a remote (docs/design.md#registry),
 * replacing those it claimed at its first release. An empty list leaves it none.
 */
export const basePathsAssignSchema = z.strictObject({
  basePaths: z.array(sitePath, { error: 'List the base paths.' }).max(10, 'List at most 10 base paths.'),
});
export type BasePathsAssignInput = z.input<typeof basePathsAssignSchema>;
