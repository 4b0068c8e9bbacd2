import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'packages/db/migrations/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Every text the server sends lives in packages/contracts (*_MESSAGES, NOT_FOUND_MESSAGES): no
    // inline message in the server. Use notFound('order'), badRequest(X_MESSAGES.y), conflict(…).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test-helpers.ts',
      'apps/server/src/testing/**',
      'apps/server/src/config.ts',
      'apps/server/src/lib/safe-log.ts',
      'apps/server/src/seed*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.name='AppError'] > :matches(Literal, TemplateLiteral, BinaryExpression):nth-child(2), NewExpression[callee.name='AppError'] > ConditionalExpression:nth-child(2) > :matches(Literal, TemplateLiteral)",
          message:
            'No inline message in new AppError(): take the text from packages/contracts (*_MESSAGES) or use notFound()/badRequest()/conflict().',
        },
        {
          selector:
            'CallExpression[callee.name=/^(badRequest|conflict)$/] > :matches(Literal, TemplateLiteral, BinaryExpression), CallExpression[callee.name=/^(badRequest|conflict)$/] > ConditionalExpression > :matches(Literal, TemplateLiteral)',
          message: 'No inline message: take the text from packages/contracts (*_MESSAGES).',
        },
        {
          selector:
            'Property[key.name=/^(message|failure|unique|foreignKey|range)$/] > :matches(Literal, TemplateLiteral).value:not([raw="null"])',
          message: 'No inline message text in the server: take it from packages/contracts (*_MESSAGES).',
        },
        {
          // Any Polish text (a letter with a diacritic) is a text for people: mails, PDFs, CSV labels
          // included. OpenAPI summaries and descriptions are the API's own documentation and stay.
          selector:
            ':matches(Literal[value=/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/], TemplateElement[value.raw=/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/]):not(Property[key.name=/^(summary|description)$/] *, Property[key.name=/^(summary|description)$/] > Literal, CallExpression[callee.property.name="describe"] > Literal)',
          message: 'No Polish text in the server: take it from packages/contracts (*_MESSAGES, MAIL_TEXTS, ORDER_PDF_TEXTS…).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Feature boundaries (apps/web/README.md): a feature may use another feature's `api` (hooks and
  // query keys) and its public `index.ts`, never its internals. Shared UI lives in components/,
  // shared keys and cache helpers in lib/; neither imports a feature.
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z0-9-]+/(?!api$).+',
              message: "Another feature's internals: import its ./api or its index (add the export to that feature's index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!components/|lib/|config/|testing/|app/)[a-z0-9-]+/(?!api$).+',
              message: "Another feature's internals: import its ./api or its index (add the export to that feature's index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/features(/|$)', message: 'components/ and lib/ are shared: they never import a feature.' }] },
      ],
    },
  },
);
