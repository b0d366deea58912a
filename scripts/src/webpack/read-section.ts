/**
 * Prints, as JSON, the `section` and the public static route paths that a remote's src/routes.tsx exports.
 * Usage: node read-section.ts <remote package folder>. Runs in a process of its own because its module
 * hooks (TSX, CSS and images as webpack sees them) stay registered for the whole process.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SectionEntry } from '@site/contracts/types';
import './tsx-hooks.ts';
import { publicRoutePaths } from './route-paths.ts';

const packageDir = process.argv[2]!;
const routesModule = (await import(pathToFileURL(path.join(packageDir, 'src/routes.tsx')).href)) as {
  routes: Parameters<typeof publicRoutePaths>[0];
  section?: SectionEntry;
};
if (!routesModule.section) throw new Error(`${packageDir}/src/routes.tsx exports no \`section\`.`);
process.stdout.write(
  JSON.stringify({ section: routesModule.section, routePaths: publicRoutePaths(routesModule.routes) }),
);
