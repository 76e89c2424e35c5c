// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['./src/components', './src/hooks', './src/lib', './src/utils', './src/config', './src/types'];

/**
 * The layers (STYLE.md): shared → features → app, no feature imports another, components reach the
 * backend only through api/ hooks, and features are imported file by file (no index.ts barrels: a
 * barrel pulls a whole feature into whichever chunk touches it). `import/no-restricted-paths`
 * resolves every import, so `@/…` and relative paths (`../../chat/…`) are judged alike.
 */
export const boundaryZones = [
  {
    target: SHARED,
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, hooks, lib, utils, config, types) must not import features or the app.',
  },
  { target: './src/features', from: './src/app', message: 'Features must not import the app layer.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features must not import each other; move shared code to src/components, src/hooks, src/lib or src/utils.',
  })),
  {
    target: ['./src/**/components/**/*.tsx', './src/app/**/*.tsx'],
    from: './src/lib/supabase.ts',
    message: 'Components reach the backend through a hook (a feature api/ folder or src/lib), never the client.',
  },
  {
    target: './src',
    from: './src/features/*/index.ts',
    message: 'Import feature files directly (no barrels, so lazy chunks stay small).',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'playwright-report', 'test-results', 'screenshots', '.stack'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'e2e/**/*.ts',
      'playwright.config.ts',
      'vite.config.ts',
      'vitest.config.ts',
      'scripts/**/*.{mjs,ts}',
      'eslint.config.js',
      'stack/**/*.ts',
      'tests/**/*.ts',
    ],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    // Edge Functions run on Deno and deploy on their own (`deno check` types them, scripts/check-functions.ts):
    // imports stay inside supabase/functions and are `npm:` or relative, never jsr: or URLs.
    files: ['supabase/functions/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { Deno: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: 'A function deploys with supabase/functions only: import from _shared, not from the repo.',
            },
            {
              regex: '^(jsr:|https?:)',
              message: 'Functions load offline from node_modules: use an npm: import pinned in package.json.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one boundary rule set, last and alone: no other block sets these rules, so nothing
    // replaces them for some files (tests/lint/boundaries.test.ts checks that it fires everywhere).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: './tsconfig.app.json' } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      // disableScc: the precomputed module graph knows only saved files (editors and the ESLint API
      // lint unsaved text too); this app is small enough to walk each import's graph.
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
    },
  },
);
