import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', '.test-data/**', 'bench/out/**', '.scratch/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read settings in apps/api/src/config.ts only.' },
      ],
      complexity: ['error', 20],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The storefront never carries the panels' code, texts or form library (decision 011): the
    // page-weight bench measures the bytes, this keeps them from being imported at all.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/seller/**', 'apps/web/src/admin/**', 'apps/web/src/panel-ui/**', 'apps/web/src/router.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/seller/**', '**/admin/**', '**/panel-ui/**'], message: 'The storefront never imports the panels or their shared primitives (decision 011).' },
            { group: ['@plaza/domain/messages/es-panel', '@plaza/domain/messages/es-panel-orders', '@plaza/domain/schemas/panel-*', '@plaza/domain/product-rules'], message: 'Panel-only code (decision 011).' },
            { group: ['react-hook-form', '@hookform/*'], message: 'Form libraries belong in panel chunks only.' },
            { group: ['@plaza/domain/messages/es-mail'], message: 'Texts of the e-mails the server writes: never in a page.' },
            { group: ['@plaza/domain/messages/es-server'], message: 'Every storefront text at once, for the server and tests: a page imports its own piece.' },
          ],
        },
      ],
    },
  },
  {
    // The two panels share only panel-ui/ (and ui/, api/, packages/domain): neither imports the
    // other, and what they share imports neither (decision 011).
    files: ['apps/web/src/seller/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/admin/**'], message: 'The seller panel never imports the console: share the piece through panel-ui/ (decision 011).' }] }],
    },
  },
  {
    files: ['apps/web/src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/seller/**'], message: 'The console never imports the seller panel: share the piece through panel-ui/ (decision 011).' }] }],
    },
  },
  {
    files: ['apps/web/src/panel-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/seller/**', '**/admin/**'], message: 'panel-ui/ serves both panels and imports neither (decision 011).' }] },
      ],
    },
  },
  {
    // Where the environment is the interface: config, the test harness, CI and benchmark scripts.
    files: ['apps/api/src/config.ts', 'apps/api/src/test/**', 'e2e/**', 'bench/**', 'scripts/**', '**/*.config.{ts,js}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Browser tests and benchmarks also run code inside the page.
    files: ['e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
