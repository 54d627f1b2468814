// One lint configuration for the whole repository.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tables are soft-deleted (api/src/modules/tables/table.entity.ts): raw SQL in the API names them through
    // LIVE_TABLES_SQL or ALL_TABLES_SQL, so every query says whether a deleted table counts.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/migrations/**', 'api/src/modules/tables/table.entity.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=/\\b(from|join|update|into)\\s+"?tables\\b/i]`,
          message: 'Name the tables table through LIVE_TABLES_SQL or ALL_TABLES_SQL (table.entity.ts).',
        })),
      ],
    },
  },
  {
    // Test helpers (render harnesses, fixtures, Mantine's test mode) must never reach an app bundle: only test
    // files and the test folders import them.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**', '**/src/testing/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['@stol/platform/testing', '@stol/ui/testing'].map((name) => ({
          name,
          message: 'Test-only: import it from test files (*.test.ts[x], src/test/) so no app bundles it.',
        })),
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'scripts/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Every browser of the e2e suites lives at the stack's hour (e2e/clock.mjs): suites take `test` and second
    // browsers from e2e/tests/fixtures.ts, so one written later cannot run on the machine's clock by accident.
    files: ['e2e/tests/**/*.ts', 'e2e/screens/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: '@playwright/test',
          importNames: ['test'],
          message: "Import `test` from e2e/tests/fixtures.ts: its browsers live at the stack's hour.",
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'browser',
          property: 'newContext',
          message: "Use newStackContext(browser, …) from e2e/tests/fixtures.ts: its pages live at the stack's hour.",
        },
      ],
    },
  },
);
