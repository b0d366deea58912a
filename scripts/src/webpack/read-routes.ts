/**
 * Prints, as JSON, the modules a package's route objects declare they load lazily (`handle.modules`) and the
 * routes that load lazily without declaring any (route-paths.ts, declaredModules): a remote's routes are its
 * src/routes.tsx's `routes`, the shell's are `shellRoutes()` of src/router/create-router.tsx.
 * Usage: node read-routes.ts <package folder>. Runs in a process of its own because its module hooks (TSX,
 * CSS and images as webpack sees them) stay registered for the whole process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import './tsx-hooks.ts';
import { declaredModules, type RouteLike } from './route-paths.ts';

const packageDir = process.argv[2]!;
const remoteRoutes = path.join(packageDir, 'src/routes.tsx');
const routes: RouteLike[] = existsSync(remoteRoutes)
  ? ((await import(pathToFileURL(remoteRoutes).href)) as { routes: RouteLike[] }).routes
  : (
      (await import(pathToFileURL(path.join(packageDir, 'src/router/create-router.tsx')).href)) as {
        shellRoutes: () => RouteLike[];
      }
    ).shellRoutes();
process.stdout.write(JSON.stringify(declaredModules(routes)));
