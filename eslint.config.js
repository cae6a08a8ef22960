// ESLint flat config: typescript-eslint's strict rules, React's hook rules and jsx-a11y's
// accessibility rules (SPEC: every interactive piece works by keyboard and screen reader).
// Formatting is Prettier's job (.prettierrc.json), layering dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'storybook-static/',
      'sb-*/',
      '.reports/',
      '.tmp-measure/',
      'test-results/',
      'playwright-report/',
      'storefront/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // VoiceOver drops list semantics from a `list-style: none` list unless the role is explicit.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // tsconfig's noUncheckedIndexedAccess types every index read as possibly undefined; `!`
      // marks the reads the code has already bounded (loop indices, keys of a closed record).
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Unused names are errors, except the `_`-prefixed ones a signature or a rest pattern needs.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests and their fakes read parsed JSON and request bodies by path; a wrong read fails the test.
    files: ['**/*.test.{ts,tsx}', 'kit/src/hooks/session/testApi.ts', 'storefront/server/test/**', 'storefront/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Jest's config and reporters are CommonJS, loaded by the Storybook test-runner.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
