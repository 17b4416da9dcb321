import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Three rules run in oxlint instead (`.oxlintrc.json`, `npm run lint`): no floating and no misused promises
 * (type-aware, typescript-go: an unhandled rejection kills the server) and no import cycle. Here they needed
 * a TypeScript program of the whole repo: ESLint took 109 s CPU with them and 32 s without, oxlint 9-17 s
 * for the three (docs/decisions.md "Lint: type-aware rules in oxlint").
 */

/**
 * Folder boundaries (STYLE.md §2): a feature folder is used by another only through its `index.ts`.
 * Zones are derived from the folders on disk, so a new module or feature is covered without an edit here.
 */
function featureZones(root) {
  const dirs = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return dirs.flatMap((target) =>
    dirs
      .filter((from) => from !== target)
      .map((from) => ({
        target: `${root}/${target}`,
        from: `${root}/${from}`,
        except: ['./index.ts'],
        message: `Use ${root}/${from} through its index.ts (its public surface), not its internals.`,
      })),
  );
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/meta/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/domain/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
  },
  // Import boundaries: the domain package depends on nothing of ours; the web never imports the server.
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@leadhouse/server*', '@leadhouse/web*', '**/apps/**'] },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@leadhouse/server*', '**/apps/server/**'] }],
    },
  },
  {
    files: ['apps/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@leadhouse/web*', '**/apps/web/**'] }] },
  },
  // Server: lib/ and db/ import no module; modules meet only through each other's index.ts.
  {
    files: ['apps/server/src/**'],
    // Tests may reach other modules' test factories; the boundary is for production code.
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/lib',
              from: './apps/server/src/modules',
              message: 'lib/ is shared infrastructure: it imports no module.',
            },
            {
              target: './apps/server/src/db',
              from: './apps/server/src/modules',
              message: 'db/ imports no module.',
            },
            ...featureZones('./apps/server/src/modules'),
          ],
        },
      ],
    },
  },
  // Web: features import each other only through index.ts; lib/ and components/ import no feature.
  {
    files: ['apps/web/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test-utils.tsx', '**/test-*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'lib/ imports no feature.',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'components/ imports no feature.',
            },
            ...featureZones('./apps/web/src/features'),
          ],
        },
      ],
    },
  },
);
