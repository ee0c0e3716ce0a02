// ESLint flat config: typescript-eslint for every workspace, the React hooks rules for React code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/out/**',
      // TypeDoc's generated API reference (npm run docs:api)
      'docs/api/**',
      '**/.build-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['packages/console-ui/**/*.{ts,tsx}', 'apps/reference/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The console runs under a CSP without inline style attributes; Arco's autoSize sets one (see AutoSizeTextArea).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='autoSize']",
          message:
            "Arco's autoSize sets a style attribute, which the console's Content-Security-Policy blocks: use AutoSizeTextArea from @backoffice/console-ui.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['bench/**', 'scripts/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
