import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// Every remote is a folder named mfe-*: a new section needs no change here.
const remotes = readdirSync(import.meta.dirname).filter((name) => name.startsWith('mfe-'));

// Dependency direction (docs/design.md#conventions): remotes import shared only; shared imports no remote and not the shell;
// the shell reaches remotes only through Module Federation; the API imports shared's schemas and types only.
// The page has one router only if every bundle reaches react-router-dom through the shared module
// `@site/shared/router` (docs/design.md#contracts); tests may build routers of their own.
const tests = ['**/*.test.{ts,tsx}', '**/test-support/**'];
const routerPattern = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @site/shared/router, the one router the shell and every remote share.',
};
const forbid = (patterns: string[], message: string, paths: string[], withRouter: boolean) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: paths.map((name) => ({ name, message })),
      patterns: [{ group: patterns, message }, ...(withRouter ? [routerPattern] : [])],
    },
  ],
});
/** The same import rule for an area's source files and, without the router rule, for its tests. */
const area = (files: string[], patterns: string[], message: string, paths: string[] = []) => [
  { files, ignores: [...tests, 'shared/src/routing/router.ts'], rules: forbid(patterns, message, paths, true) },
  {
    files: files.flatMap((glob) => tests.map((test) => `${glob.split('/**')[0]}/${test}`)),
    rules: forbid(patterns, message, paths, false),
  },
];

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
  ...remotes.flatMap((remote) =>
    area(
      [`${remote}/src/**/*.{ts,tsx}`],
      [
        '**/shell/**',
        '@site/shell',
        ...remotes.filter((r) => r !== remote).flatMap((r) => [`**/${r}/**`, `@site/${r}`]),
      ],
      'A remote imports @site/shared only; move code used by two remotes to shared/.',
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
    ['@site/shared'],
  ),
  ...area(
    ['shell/src/**/*.{ts,tsx}'],
    remotes.flatMap((r) => [`**/${r}/**`, `@site/${r}`]),
    'The shell reaches remotes only through Module Federation (the registry).',
  ),
  { files: ['shared/src/routing/router.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@site/scripts',
                '@site/scripts/*',
                '**/scripts/**',
                '**/shell/**',
                ...remotes.map((r) => `**/${r}/**`),
              ],
              message:
                'The server runs beside the API and needs no tool: scripts/ may import the server, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@site/shared', '@site/shared/test-support'].map((name) => ({
            name,
            message: 'The API imports @site/shared/schemas and @site/shared/types only (the barrel holds React code).',
          })),
          patterns: [
            {
              group: ['**/shell/**', ...remotes.map((r) => `**/${r}/**`)],
              message: 'The API imports nothing from the front end but @site/shared.',
            },
          ],
        },
      ],
    },
  },
);
