import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// Every remote is a folder named mfe-*: a new section needs no change here.
const remotes = readdirSync(import.meta.dirname).filter((name) => name.startsWith('mfe-'));

// Dependency direction (docs/design.md#conventions, docs/decisions/0005-shared-content-version.md):
// - contracts (entity types, zod schemas) imports no site package;
// - shared imports contracts' types only (a value would be bundled into the shared singleton without counting in
//   its content version), no remote and not the shell;
// - remotes import shared and contracts; the shell reaches remotes only through Module Federation;
// - the API imports contracts, never shared (the browser's runtime);
// - nothing that ships imports @site/test-support: only tests, benchmarks and CI checks do.
// The page has one router only if every bundle reaches react-router-dom through the shared module
// `@site/shared/router` (docs/design.md#contracts); tests may build routers of their own.
const tests = ['**/*.test.{ts,tsx}', '**/test-support/**'];
// Code that starts a site to measure or check it: development only, like the tests.
const devTools = ['e2e/**', 'scripts/src/bench/**', 'scripts/src/ci/**', 'scripts/src/audit/**'];
const routerPattern = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @site/shared/router, the one router the shell and every remote share.',
};
const testSupportPattern = {
  group: ['@site/test-support', '@site/test-support/*', '**/test-support/**'],
  message:
    'Only tests, benchmarks and CI checks import test support; code that ships never depends on @site/test-support.',
};
type Pattern = { group: string[]; message: string };
const forbid = (patterns: Pattern[], paths: { name: string; message: string }[] = []) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});
/**
 * The import rule of an area: for its source files the area's own patterns, the test-support rule and (unless
 * `router` is false) the router rule; for its tests the area's patterns alone.
 */
const area = (
  files: string[],
  patterns: string[],
  message: string,
  { paths = [], router = true }: { paths?: string[]; router?: boolean } = {},
) => {
  const own = patterns.length ? [{ group: patterns, message }] : [];
  const named = paths.map((name) => ({ name, message }));
  return [
    {
      files,
      ignores: [...tests, ...devTools, 'shared/src/routing/router.ts'],
      rules: forbid([...own, testSupportPattern, ...(router ? [routerPattern] : [])], named),
    },
    {
      files: files.flatMap((glob) => tests.map((test) => `${glob.split('/**')[0]}/${test}`)),
      rules: forbid(own, named),
    },
  ];
};
/** Every site package but `except`, by package name and by relative path into its folder. */
const sitePackages = (...except: string[]) =>
  ['contracts', 'shared', 'shell', 'api', 'server', 'scripts', ...remotes]
    .filter((name) => !except.includes(name))
    .flatMap((name) => [`@site/${name}`, `@site/${name}/*`, `**/${name}/**`]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'api/drizzle/**',
      'e2e/test-results/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...area(
    ['contracts/src/**/*.ts'],
    sitePackages('contracts'),
    'contracts imports no site package (zod and dayjs only): every package depends on it, so it depends on none.',
    { router: false },
  ),
  ...remotes.flatMap((remote) =>
    area(
      [`${remote}/src/**/*.{ts,tsx}`],
      [
        '**/shell/**',
        '@site/shell',
        ...remotes.filter((r) => r !== remote).flatMap((r) => [`**/${r}/**`, `@site/${r}`]),
      ],
      'A remote imports @site/shared and @site/contracts only; move code used by two remotes to shared/ (types and schemas to contracts/).',
    ),
  ),
  ...area(
    ['shared/src/**/*.{ts,tsx}'],
    [
      '**/shell/**',
      '@site/shell',
      ...remotes.flatMap((r) => [`**/${r}/**`, `@site/${r}`]),
      '@site/shared/*',
      // The one exception: routing must be the shared module's instance, not a second copy inside the barrel.
      '!@site/shared/router',
    ],
    'shared imports no remote and not the shell, and imports its own modules directly, not through its barrel.',
    { paths: ['@site/shared'] },
  ),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: tests,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@site/contracts', '@site/contracts/*', '**/contracts/**'],
              allowTypeImports: true,
              message:
                'shared imports only types from @site/contracts: a value would be bundled into the shared singleton without counting in its content version. Keep a value shared needs in shared/.',
            },
          ],
        },
      ],
    },
  },
  ...area(
    ['shell/src/**/*.{ts,tsx}'],
    remotes.flatMap((r) => [`**/${r}/**`, `@site/${r}`]),
    'The shell reaches remotes only through Module Federation (the registry).',
  ),
  { files: ['shared/src/routing/router.ts'], rules: { 'no-restricted-imports': 'off' } },
  ...area(
    ['server/src/**/*.ts'],
    ['@site/scripts', '@site/scripts/*', '**/scripts/**', '**/shell/**', ...remotes.map((r) => `**/${r}/**`)],
    'The server runs beside the API and needs no tool: scripts/ may import the server, not the reverse.',
    { router: false },
  ),
  ...area(
    ['api/src/**/*.ts', 'api/test/**/*.ts'],
    [
      '@site/shared',
      '@site/shared/*',
      '**/shared/**',
      '@site/test-support/render',
      '**/shell/**',
      ...remotes.map((r) => `**/${r}/**`),
    ],
    'The API imports @site/contracts only from the front end (@site/shared is the browser runtime, with React code).',
    { router: false },
  ),
  ...area(['scripts/src/**/*.ts'], [], '', { router: false }),
);
