import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RegistryEntryTemplate, SectionEntry } from '@site/contracts/types';
import { BUILD_FILES } from '@site/server/paths';
import { readRemotePackage } from '../remotes.ts';
import type { DeclaredModules } from './route-paths.ts';

/**
 * The registry entry of a remote as its src/routes.tsx states it (docs/design.md#registry): the federation name from
 * package.json, `basePaths`, `nav` and `footerLinks` from the exported `section`, and `routes`, the public
 * static paths of the exported route objects (for the sitemap). Throws when a menu or footer link names a
 * path the routes do not serve, or a path lies outside the base paths.
 */
export function registryEntry(name: string, section: SectionEntry, routePaths: string[]): RegistryEntryTemplate {
  const problems: string[] = [];
  const links = [...(section.nav ? [section.nav, ...section.nav.items] : []), ...(section.footerLinks ?? [])];
  for (const link of links) {
    if (!routePaths.includes(link.url))
      problems.push(`the link "${link.title}" goes to ${link.url}, which no route serves`);
  }
  const owned = (p: string) => section.basePaths.some((base) => p === base || p.startsWith(`${base}/`));
  for (const routePath of routePaths) {
    if (!owned(routePath))
      problems.push(`the route ${routePath} is outside the base paths ${section.basePaths.join(', ')}`);
  }
  if (problems.length) throw new Error(`${name}: ${problems.join('; ')}.`);
  return {
    name,
    basePaths: section.basePaths,
    ...(routePaths.length && { routes: routePaths }),
    ...(section.nav && { nav: section.nav }),
    ...(section.footerLinks?.length && { footerLinks: section.footerLinks }),
  };
}

/**
 * The `section` and the public static route paths that a remote's src/routes.tsx exports, read in a Node
 * process of its own (its module hooks compile TSX). Throws when the module exports no section.
 */
export function readSection(packageDir: string): { section: SectionEntry; routePaths: string[] } {
  const read = execFileSync(process.execPath, [path.join(import.meta.dirname, 'read-section.ts'), packageDir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(read) as { section: SectionEntry; routePaths: string[] };
}

/**
 * The modules a package's route objects declare in `handle.modules`, and the routes that load lazily without
 * declaring any (route-paths.ts, declaredModules), read in a Node process of its own by read-routes.ts: a
 * remote's src/routes.tsx or the shell's route tree. Throws when the routes module fails to load.
 */
export function readDeclaredModules(packageDir: string): DeclaredModules {
  const read = execFileSync(process.execPath, [path.join(import.meta.dirname, 'read-routes.ts'), packageDir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(read) as DeclaredModules;
}

/** Writes `<outDir>/registry-entry.json` from a remote's src/routes.tsx (see readSection); returns the entry. */
export function writeRegistryEntry(packageDir: string, outDir: string): RegistryEntryTemplate {
  const { section, routePaths } = readSection(packageDir);
  const entry = registryEntry(readRemotePackage(packageDir).name, section, routePaths);
  writeFileSync(path.join(outDir, BUILD_FILES.registryEntry), `${JSON.stringify(entry, null, 2)}\n`);
  return entry;
}
