import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A feature never imports another feature; features meet in app/route files (STYLE.md). */
function featureIsolation(featuresDir) {
  const features = readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return features.map(({ name: feature }) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: 'A feature must not import another feature; compose them in app/, routes or jobs/registry.ts.',
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'apps/api/drizzle/**',
      'bench/.out/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureIsolation('./apps/api/src/features') }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureIsolation('./apps/web/src/features'),
            // Shared code does not reach up into features or the app shell.
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
          ],
        },
      ],
    },
  },
  {
    // Query keys come from each feature's `<feature>-keys.ts` factory (ADR 017), never spelled inline.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}'],
    ignores: ['**/*-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^(queryKey|mutationKey)$/] > :matches(ArrayExpression, TSAsExpression)',
          message: "Use the feature's key factory (<feature>-keys.ts), not a literal query key.",
        },
        {
          selector:
            'CallExpression[callee.property.name=/Quer(y|ies)(Data|State)$/] > :matches(ArrayExpression, TSAsExpression).arguments',
          message: "Use the feature's key factory (<feature>-keys.ts), not a literal query key.",
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './packages/contracts', from: './apps' }] }],
    },
  },
  {
    // The language package is pure: it reads no app code, no other package and does no I/O (ADR 030).
    files: ['packages/korean/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './packages/korean', from: './apps' }] }],
    },
  },
  {
    // The demo newsroom stands alone: the product mounts it, never the other way round (ADR 014).
    files: ['packages/demo-newsroom/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './packages/demo-newsroom', from: './apps' }] }],
    },
  },
);
