// Lint rules, including the one-way import direction of ARCHITECTURE.md:
// shared (lib, components) -> features -> routes; features never import each other;
// only src/lib touches supabase-js and Dexie.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const storageLibs = {
  group: ['@supabase/*', 'dexie', 'dexie-react-hooks'],
  message: 'Only src/lib talks to supabase-js and Dexie: use a lib module or your feature hook.',
};
const noFeatures = { group: ['@/features/*', '@/features/**'], message: 'Shared code must not depend on a feature.' };
const noRoutes = { group: ['@/routes/*', '@/routes/**', '@/routeTree.gen'], message: 'Only the router imports routes.' };
const noRelativeUp = { group: ['../*'], message: 'Import through the @/ alias.' };

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.e2e', '.tmp', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.lighthouseci', 'src/routeTree.gen.ts', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'tests/**/*.ts', 'supabase/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/lib/**', 'src/components/**', 'src/theme.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeatures, noRoutes, noRelativeUp] }] },
  },
  {
    files: ['src/components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeatures, noRoutes, noRelativeUp, storageLibs] }] },
  },
  ...features.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/**', `!@/features/${name}`, `!@/features/${name}/**`],
              message: 'Features never import each other: move shared code to src/lib or src/components.',
            },
            noRoutes,
            noRelativeUp,
            storageLibs,
          ],
        },
      ],
    },
  })),
  {
    files: ['src/routes/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [storageLibs, noRelativeUp] }] },
  },
  // Dates, times, money and counts are turned into text in one place (Lagos time, en-NG), so that no
  // screen shows the device's zone or its own format again. Tests may still build expected text.
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/lib/format.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format with src/lib/format.ts (Lagos time, en-NG).',
        })),
        ...['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: 'Format with src/lib/format.ts (Lagos time, en-NG).',
        })),
      ],
    },
  },
  // No import cycles: dependencies point one way, so any module can be understood (and loaded)
  // without the ones that use it. Dynamic import() counts too: a cycle through a lazy chunk is
  // still a cycle. The TypeScript resolver makes the @/ alias resolve.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
);
