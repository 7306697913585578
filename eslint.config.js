import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/lint/import-boundaries.mjs';

// Which feature folder may import which (the key imports the listed ones; nothing imports back). A new
// direction is added here only if it keeps the folders pointing one way: shared helpers go below the
// features instead (server/lib, web/src/components, web/src/lib). `npx tsx scripts/import-structure.ts`
// prints what the code does today.
const featureImports = {
  'server/features': {
    accounts: ['files', 'mail', 'otp'],
    admin: ['dashboard', 'files', 'mail', 'partners'],
    availability: [],
    backups: ['files', 'jobs'],
    bikes: ['files'],
    cancellations: ['mail', 'refunds', 'text-messages'],
    captures: ['jobs', 'mail', 'payments', 'refunds', 'rentals'],
    chat: ['accounts'],
    coupons: ['files'],
    invoices: [],
    jobs: [],
    journal: [],
    ledger: ['invoices', 'journal', 'mail'],
    licences: ['files', 'mail'],
    mail: ['jobs'],
    otp: [],
    partners: ['files'],
    refunds: ['jobs', 'journal', 'mail', 'payments', 'text-messages'],
    reminders: ['jobs', 'mail', 'text-messages'],
    rentals: [
      'cancellations',
      'catalog',
      'chat',
      'coupons',
      'dashboard',
      // the hand-over's and the return's private photos (issue #32, D81)
      'files',
      'invoices',
      'journal',
      'ledger',
      'mail',
      'payments',
      'refunds',
      'search',
      'text-messages',
    ],
    search: ['catalog', 'partners', 'reviews'],
    // WhatsApp/SMS (issue #33): the mails' retry rule, the job system, the webhook HMAC
    'text-messages': ['jobs', 'mail', 'payments'],
  },
  'web/src/features': {
    account: ['booking'],
    admin: ['account', 'partner'],
    booking: ['catalog'],
    partner: ['account'],
  },
};

// Layers that never import another folder (test files are exempt: they may reach anything).
const layers = [
  {
    from: 'server/db',
    never: ['server/features', 'server/routes', 'server/plugins', 'server/seed', 'server/test'],
    why: 'the database layer sits below the features',
  },
  {
    from: 'server/lib',
    never: ['server/features', 'server/routes', 'server/plugins', 'server/seed', 'server/test'],
    why: 'general helpers sit below the features',
  },
  {
    from: 'server/features',
    never: ['server/routes', 'server/plugins', 'server/seed', 'server/test'],
    why: 'features are plain functions the routes call',
  },
  {
    from: 'server/plugins',
    never: ['server/seed', 'server/test'],
    why: 'the running server never loads seed or test code',
  },
  {
    from: 'server/routes',
    never: ['server/db/schema', 'server/seed', 'server/test'],
    why: 'a route calls a feature; the query (and the tables a cached answer reads) lives there',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'scripts/lint/*.mjs', 'web/public/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Folders point one way (STYLE.md 6); see featureImports and layers above.
    files: ['server/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': ['error', { root: import.meta.dirname, features: featureImports, layers }] },
  },
  {
    // Import boundaries (STYLE.md 6): shared imports neither side, web never imports the server.
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '#web/*', '**/server/**', '**/web/**', 'node:*', 'react', 'react-dom'],
              message: 'shared/ imports neither side (no Node, no React)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#server/*', '**/server/**'], message: 'web/ never imports the server' }] },
      ],
    },
  },
  {
    // The only reader of process.env is server/env.ts (STYLE.md 1); build configs and scripts are tooling.
    files: ['server/**/*.ts', 'shared/**/*.ts', 'web/**/*.{ts,tsx}'],
    ignores: ['server/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read configuration through server/env.ts' },
      ],
    },
  },
  {
    // A cached answer declares its tables where its query is (features/, defineCachedRead): a route
    // that imported a table could list them apart from the query again.
    files: ['server/routes/**/*.ts'],
    ignores: ['server/routes/**/*.test.ts', 'server/routes/**/*-test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/db/schema/*', '**/db/schema/*'],
              message: 'routes call features; tables stay in features/',
            },
          ],
        },
      ],
    },
  },
  {
    // features/ are framework-free: what touches Fastify lives in routes/ or plugins/.
    files: ['server/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: 'features/ do not import Fastify (routes/ and plugins/ do)' }],
          patterns: [
            {
              group: ['@fastify/*', 'fastify-*'],
              message: 'features/ do not import Fastify (routes/ and plugins/ do)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
