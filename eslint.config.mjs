import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';

/**
 * Screens whose words are not yet in the translation catalogues. Each line is its own entry (with the
 * comment after it), so finishing one screen removes one line; the list ends empty.
 */
const NOT_YET_TRANSLATED = [
  // core screens (app shell, shared components, dashboard, requests, approvals, history, balances)
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // account screens (sign-in, profile, devices, quick decisions, notifications, delegations, calendar integration)
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // administration: people and organisation
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // administration: settings, integrations, analytics, audit, system
  // --
  // --
  // --
  // --
  // --
  // the other screens
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // --
  // --
];

/** JSX attributes whose text a person reads (or hears), so they come from the catalogues. */
const READ_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'helperText',
  'errorText',
  'description',
  'heading',
  'subtitle',
  'message',
  'emptyText',
  'emptyTitle',
  'confirmLabel',
  'actionLabel',
  'tooltip',
  'text',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/__generated__/**', '.data/**', '**/*.d.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        navigator: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Screens ask their queries through web/src/lib/useQuery.ts, which draws a screen's first answer in a
    // transition rather than in one long task.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/useQuery.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@apollo/client/react',
              importNames: ['useQuery'],
              message: "Use useQuery from web/src/lib/useQuery.ts: it draws a screen's first answer in a transition.",
            },
          ],
        },
      ],
    },
  },
  {
    // A module reaches another only through what that one exports: its index.ts, or its model.ts (the
    // entities, values and pure functions, without services) where the import runs against the needs
    // (tests may reach further).
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(\\.\\./modules/)?[a-z0-9-]+/(?!model$)',
              message:
                'Import another module through its public face, `../<module>` (its index.ts) or `../<module>/model`, not a file inside it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every word a person reads comes from the translation catalogues (web/src/i18n/locales): no literal
    // text in JSX, in the attributes people read, or in a toast.
    files: ['web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', ...NOT_YET_TRANSLATED],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: READ_ATTRIBUTES, exclude: ['.*'] },
          // The product's name, numbers and punctuation, and codes in capitals are the same in every language.
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', 'Leavewise', /^\p{Emoji}+$/u] },
          message: 'Text a person reads comes from the translation catalogues: use t() (web/src/i18n).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='toaster'] Property[key.name=/^(title|description)$/] > Literal[value=/[A-Za-z]/]",
          message: 'A toast says what the catalogues say: use t() (web/src/i18n).',
        },
      ],
    },
  },
);
