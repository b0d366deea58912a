import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-about', 'mfe-services', 'mfe-education', 'mfe-patient', 'mfe-news-contact', 'mfe-admin'];

// Dependency direction (STYLE §1): remotes import shared only; shared imports no remote and not the shell;
// the shell reaches remotes only through Module Federation; the API imports shared's schemas and types only.
const forbid = (patterns: string[], message: string) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'api/drizzle/**', 'e2e/test-results/**'] },
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
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: forbid(
      [
        '**/shell/**',
        '@site/shell',
        ...remotes.filter((r) => r !== remote).flatMap((r) => [`**/${r}/**`, `@site/${r}`]),
      ],
      'A remote imports @site/shared only; move code used by two remotes to shared/.',
    ),
  })),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: forbid(
      [
        '**/shell/**',
        '@site/shell',
        ...remotes.flatMap((r) => [`**/${r}/**`, `@site/${r}`]),
        '@site/shared',
        '@site/shared/*',
      ],
      'shared imports no remote and not the shell, and imports its own modules directly, not through its barrel.',
    ),
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: forbid(
      remotes.flatMap((r) => [`**/${r}/**`, `@site/${r}`]),
      'The shell reaches remotes only through Module Federation (the registry).',
    ),
  },
  {
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@site/shared', '@site/shared/test-utils'].map((name) => ({
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
