import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import moduleBoundaries from './eslint/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/drizzle/**',
      '.e2e-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The web app is layered app → features → components → (lib, state, api, i18n, styles, pwa): the shared
    // layers never import a feature or the app, so a page links to another screen through lib/paths.ts, not
    // app/routes. Tests may import the route table or a feature to check against them.
    files: ['apps/web/src/{components,lib,state,api,i18n,styles,pwa}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**', '**/app/**'],
              message: 'Shared web code (components, lib, state, api) never imports a feature or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature never imports the app (only app/pages.ts loads feature pages, lazily), and uses another feature
    // only through its index.ts (eslint/module-boundaries.js), which exports light hooks and widgets, never pages.
    // Tests may reach in, as on the server.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { web: { rules: { 'feature-boundaries': moduleBoundaries } } },
    rules: {
      'web/feature-boundaries': ['error', { modulesDir: 'apps/web/src/features' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**'],
              message: 'A feature never imports the app: take route paths from lib/paths.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules are used from outside only through their entry (modules/<name>/index.ts): never another
    // module's service, repo, schema, tables or inner files (eslint/module-boundaries.js). Tests and test
    // helpers may reach in; bench/ measures internals and is left out. Exception: a *.schema.ts may import
    // another module's *.schema for a foreign key (drizzle needs the referenced table object).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing.ts', '**/*.testing.ts'],
    plugins: { meridian: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'meridian/module-boundaries': ['error', { allowSchemaReferences: true }] },
  },
  {
    // A module's rules refuse in the contract's words (`refuse` / `DomainError`), so they run the same behind
    // HTTP, in a job or in a test; only the HTTP layer chooses an envelope kind or a transport status.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/platform/http/app-error'],
              importNames: ['fail'],
              message: "Refuse with the contract's `refuse` (a DomainError), not the HTTP layer's `fail`.",
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
