// ESLint for every workspace, type-aware: each file is checked against the tsconfig.json nearest to it
// (`npm run lint` runs this with --max-warnings=0 together with depcruise, knip and prettier --check).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      'backend/build/**',
      '.wireit/**',
      '**/.tmp/**',
      '**/node_modules/**',
      '**/test-results/**',
      'backend/data/**',
      'pwa/public/**',
      'packages/embedded-mongo/spec-suite/specs/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: globals.node,
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Prices, counts and ports are interpolated into messages and URLs on purpose; objects and nullish values are not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `_name` marks a parameter a signature requires but the body does not use (tsc's noUnusedParameters agrees).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // The code writes one-line arrows that call a void function (`onClick={() => setOpen(false)}`) on purpose.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React ignores what an event handler returns; async handlers (react-hook-form's handleSubmit) catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Mongoose, Nest and Node declare plain option bags as classes; an object literal is how they are meant to be passed.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  {
    // Tests: supertest's `response.body`, socket.io-client acks and the MongoDB driver's documents are `any`, and
    // the expectations right after are the check; a `!` on a value the test just made fails the test loudly if wrong.
    files: ['**/*.{spec,test}.{ts,tsx}', 'backend/test/**', 'e2e/**', 'pwa/src/test/**', 'packages/embedded-mongo/spec-suite/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // NestJS modules are classes that hold nothing but their @Module decorator.
    files: ['backend/**/*.ts'],
    rules: {
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
    },
  },
  {
    // The wire protocol's documents are bson's `Document` (`{ [key: string]: any }`): each command reads untyped
    // client input and checks it field by field, as MongoDB does, rather than through a schema.
    files: ['packages/embedded-mongo/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    ignores: ['pwa/src/service-worker/**'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // An error like every other finding, so that the suppressions file can hold the ones older than the linter.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['pwa/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['pwa/src/service-worker/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // In no tsconfig project, linted without type information: the root's tool configs, and the port of MongoDB's
    // unified test runner (plain JavaScript by origin, run by spec-suite/run-spec-suite.ts).
    files: ['*.{js,cjs}', 'packages/embedded-mongo/spec-suite/run.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
