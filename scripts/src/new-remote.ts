/**
 * `npm run new:remote -- <name> [--title "Menu Title"]`: scaffolds a new section as a remote in `mfe-<name>/`,
 * the only folder it writes. The remote has one page at `/<name>` with its menu group, a jest test, and the
 * next free dev port; build, release, lint, tests and the dev servers find it by its folder. Then
 * `npm install` records the new workspace, and `npm run release -- <name>` puts it on the site.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SectionEntry } from '@site/contracts/types';
import { ROOT } from './paths.ts';
import { federationName, remotePackages } from './remotes.ts';
import { readSection } from './webpack/registry-entry.ts';

/** What the scaffold wrote: the folder and the remote's federation name, page path and menu title. */
export interface Scaffolded {
  dir: string;
  name: string;
  path: string;
  title: string;
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The order after every existing menu group, read from the remotes' own routes.tsx. */
function nextMenuOrder(root: string): number {
  const orders = remotePackages(root).map(({ dir }) => readSection(dir).section.nav?.order ?? 0);
  return Math.max(0, ...orders) + 1;
}

/**
 * Writes `mfe-<slug>/` under `root`: package.json (name, next dev port), webpack.config.ts, src/routes.tsx
 * (one page and its menu group, ordered last), the page and its test. Throws when the name is not lowercase
 * words joined by hyphens, or the folder or the address is taken.
 */
export async function scaffoldRemote(
  slug: string,
  options: { title?: string; root?: string } = {},
): Promise<Scaffolded> {
  const root = options.root ?? ROOT;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(`"${slug}" is not a remote name: use lowercase words joined by hyphens, e.g. press-room.`);
  }
  const dir = path.join(root, `mfe-${slug}`);
  if (existsSync(dir)) throw new Error(`mfe-${slug} already exists.`);
  const remotes = remotePackages(root);
  const name = federationName(`@site/mfe-${slug}`);
  if (remotes.some((remote) => remote.name === name)) throw new Error(`A remote named ${name} already exists.`);
  const title = options.title ?? titleCase(slug);
  const pagePath = `/${slug}`;
  const component = titleCase(slug).replace(/ /g, '');
  const devPort = Math.max(3000, ...remotes.map((remote) => remote.devPort)) + 1;
  const shell = JSON.parse(await readFile(path.join(root, 'shell/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const dependencies = Object.fromEntries(
    ['react', 'react-dom', 'react-router-dom', 'swr', '@site/contracts', '@site/shared'].map((dep) => [
      dep,
      shell.dependencies[dep],
    ]),
  );
  const devDependencies = { '@site/test-support': shell.devDependencies['@site/test-support'] };
  const section: SectionEntry = {
    basePaths: [pagePath],
    nav: { title, url: pagePath, order: nextMenuOrder(root), items: [] },
  };

  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: `@site/mfe-${slug}`,
        private: true,
        version: '1.0.0',
        type: 'module',
        config: { devPort },
        scripts: {
          build: 'node ../scripts/src/webpack/run.ts build',
          dev: 'node ../scripts/src/webpack/run.ts dev',
        },
        dependencies,
        devDependencies,
      },
      null,
      2,
    )}\n`,
    'webpack.config.ts': `import { remoteConfig } from '@site/scripts/webpack';

/** This remote's build: its route objects exposed as \`./routes\` (docs/design.md#contracts). */
export default remoteConfig(import.meta.dirname);
`,
    'src/routes.tsx': `import type { RouteHandle, SectionEntry } from '@site/contracts/types';
import type { RouteObject } from '@site/shared/router';

/**
 * The \`${name}\` remote's route objects (docs/design.md#contracts): absolute paths, \`handle.title\` (the page name) and
 * \`handle.description\` (the meta description). Each page loads lazily on first visit; \`handle.modules\` names
 * the modules its \`lazy\` imports, from the package folder.
 */
export const routes: RouteObject[] = [
  {
    path: '${pagePath}',
    handle: {
      title: ${JSON.stringify(title)},
      description: ${JSON.stringify(`${title} at the practice.`)},
      modules: ['src/pages/${slug}/${slug}.tsx'],
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/${slug}/${slug}.tsx')).${component} }),
  },
];

/**
 * Where the \`${name}\` section sits in the site (docs/design.md#registry): the paths it owns and its main-menu group. The
 * build writes them, with the public paths of the routes above, into the remote's registry entry.
 */
export const section: SectionEntry = ${JSON.stringify(section, null, 2)};
`,
    [`src/pages/${slug}/${slug}.tsx`]: `import { Page, Prose } from '@site/shared';

/** ${title} (${pagePath}): the section's first page. */
export function ${component}() {
  return (
    <Page title=${JSON.stringify(title)}>
      <Prose>
        <p>This section is new. Its pages are written in mfe-${slug}/src/pages.</p>
      </Prose>
    </Page>
  );
}
`,
    'src/routes.test.tsx': `import { renderWithProviders } from '@site/test-support/render';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { routes, section } from './routes.tsx';

it('loads ${pagePath} lazily, a page whose h1 is its title, and lists it in its menu group', async () => {
  const route = routes.find((r) => r.path === '${pagePath}')!;
  const { Component } = await (route.lazy as () => Promise<{ Component: ComponentType }>)();
  renderWithProviders(<Component />);
  expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(title)} })).toBeInTheDocument();
  expect(section.nav?.url).toBe('${pagePath}');
});
`,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  // The project's formatting, so the new folder passes the format check as written.
  execFileSync(process.execPath, [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', dir], {
    stdio: 'ignore',
  });
  return { dir, name, path: pagePath, title };
}

if (process.argv[1] === import.meta.filename) {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { title: { type: 'string' } } });
  if (positionals.length !== 1) {
    console.error('Usage: npm run new:remote -- <name> [--title "Menu Title"]');
    process.exit(1);
  }
  const made = await scaffoldRemote(positionals[0]!, { title: values.title });
  console.log(
    `Created ${path.relative(ROOT, made.dir)}/: remote ${made.name}, page ${made.path}, menu "${made.title}".\n` +
      `Next: npm install (records the workspace), then npm run release -- ${made.name}.`,
  );
}
