import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { serverModuleBoundaries } from './eslint-rules/server-module-boundaries.js';

// Import boundaries of the client's features (src/client/features/<name>/):
// src/client/features/imports.json lists the other features each may import. That graph has
// no cycles, and tests/unit/client-feature-imports.test.ts checks the code against it (dynamic
// imports too, which this rule does not see). A feature that needs something of a feature
// importing it moves that piece to lib/ or components/ instead. A new feature gets a line there.
const featureImports = JSON.parse(fs.readFileSync('src/client/features/imports.json', 'utf8'));
const featurePath = (name) => [`../${name}`, `../${name}/*`, `**/features/${name}`, `**/features/${name}/*`];
// Toasts go through components/notify.ts, so their timing rules live in one place.
const toastsThroughNotify = { name: 'sonner', message: 'Use notify from components/notify.ts.' };
const clientImportRules = (forbidden, message) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [toastsThroughNotify],
      patterns: [
        ...(forbidden.length ? [{ group: forbidden.flatMap(featurePath), message }] : []),
        // Route definitions import the pages, lazily; a page may only borrow their types.
        {
          group: ['**/routes/*-routes', '**/routes/*-route', '**/router'],
          allowTypeImports: true,
          message: 'Pages read their route through useSearch/useParams; import only types from routes/.',
        },
      ],
    },
  ],
});
const featureBoundaries = Object.entries(featureImports).map(([name, allowed]) => ({
  files: [`src/client/features/${name}/**/*.{ts,tsx}`],
  rules: clientImportRules(
    Object.keys(featureImports).filter((other) => other !== name && !allowed.includes(other)),
    `features/${name} may import only these features: ${allowed.join(', ') || 'none'} (see featureImports in eslint.config.js).`,
  ),
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
          message: 'No focused or skipped tests.',
        },
      ],
    },
  },
  {
    // Queries take `db` and never open a transaction: a service does, with withTransaction
    // (src/server/db/db.ts; docs/decisions/014-server-structure.md).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
          message: 'Open transactions with withTransaction(db, fn) from src/server/db/db.ts, in a service.',
        },
      ],
    },
  },
  {
    // Server modules reach each other through service.ts (and types) only: eslint-rules/.
    files: ['src/server/modules/**/*.ts'],
    plugins: { plainsight: { rules: { 'server-module-boundaries': serverModuleBoundaries } } },
    rules: { 'plainsight/server-module-boundaries': 'error' },
  },
  {
    // lib/ and components/ sit under the features: they import none.
    files: ['src/client/lib/**/*.{ts,tsx}', 'src/client/components/**/*.{ts,tsx}'],
    ignores: ['src/client/components/notify.ts', 'src/client/components/ui/toaster.tsx'],
    rules: clientImportRules(Object.keys(featureImports), 'lib/ and components/ import no feature.'),
  },
  ...featureBoundaries,
  {
    // Migrations see the database as untyped: they must not import the app's types.
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/server/db/pglite-worker.js'],
    languageOptions: { globals: { console: 'readonly' } },
  },
);
