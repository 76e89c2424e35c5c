// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** No feature imports another (STYLE.md): one restriction block per feature folder. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/app', '@/app/*'], message: 'Features must not import the app layer.' },
          {
            group: features.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}`, `@/features/${f}/*`]),
            message: 'Features must not import each other; move shared code to src/components, src/lib or src/utils.',
          },
        ],
      },
    ],
  },
}));

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
  ...featureBoundaries,
  {
    // Imports flow one way: shared → features → app.
    files: ['src/components/**', 'src/lib/**', 'src/utils/**', 'src/hooks/**', 'src/config/**', 'src/types/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code must not import features or the app.' },
          ],
        },
      ],
    },
  },
  {
    // Components talk to the backend only through their feature's api/ hooks.
    files: ['src/**/components/**/*.tsx', 'src/app/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@/lib/supabase', message: 'Use a hook from the feature api/ folder instead.' }] },
      ],
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
);
