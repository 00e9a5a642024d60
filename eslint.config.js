import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { appBoundaries } from './scripts/eslint-app-boundaries.js';
import noWriteSql from './eslint-rules/no-write-sql.js';

/** The project's own rules: the apps' boundaries and the one write path. */
const saray = { rules: { ...appBoundaries.rules, 'no-write-sql': noWriteSql } };

/** The named exceptions to "one write path" (docs/decisions.md): the only write SQL feature modules may hold. */
const WRITE_SQL_EXCEPTIONS = [
  'stock-decrement',
  'invoice-counter',
  'discount-use',
  'stock-counter',
  'accounting-posting',
  'exchange-journal',
  'task-claim',
  'backup-progress',
  'outbox',
  'session-cleanup',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'backend/src/db/migrations/**', 'test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
          message: 'Focused or skipped tests are not allowed.',
        },
      ],
    },
  },
  {
    // The dashboard runs in the browser (and so do the contracts' hub client and session); API answers arrive as JSON
    // of the shapes the server documents.
    files: ['admin/src/**/*.{ts,tsx}', 'storefront/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The three apps share code only through contracts/ (docs/decisions.md); tests and benchmarks may import any.
    files: ['admin/**/*.{ts,tsx}', 'storefront/**/*.{ts,tsx}', 'backend/**/*.ts', 'contracts/**/*.ts'],
    plugins: { saray },
    rules: { 'saray/no-cross-app-imports': 'error' },
  },
  {
    // The backend's layers below the features (decision 70): they serve every module, so they import none.
    files: ['backend/src/{auth,common,crud,db,platform,rules,schema}/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/**'], message: 'Code below the features does not import a feature module.' },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ['test/**/*.ts', '**/*.spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Records are written through the CRUD pipeline (docs/decisions.md, "One write path").
    files: ['backend/src/modules/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { saray },
    rules: { 'saray/no-write-sql': ['error', { allowed: WRITE_SQL_EXCEPTIONS }] },
  },
);
