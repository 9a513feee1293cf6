// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Imports go one way: app → features → ui → tokens, features → core, server → core.
 * Each block below forbids the imports that would break that direction.
 */
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const msg = (from, to) => `${from} must not import ${to}: imports go app → features → ui → tokens, features/server → core.`;

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'storybook-static/**',
      'data/**',
      'public/mockServiceWorker.js',
      '**/__screenshots__/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['ui/**/*.tsx', 'features/**/*.tsx', 'app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  layer(['core/**'], [
    { group: ['**/tokens/**', '**/ui/**', '**/features/**', '**/app/**', '**/server/**', '**/locales/**', '**/mocks/**'], message: msg('core', 'other project folders') },
    { group: ['react', 'react-dom', 'fastify', 'socket.io', 'socket.io-client', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'core is pure: no framework or I/O imports.' },
  ]),
  layer(['tokens/**'], [
    { group: ['**/ui/**', '**/features/**', '**/app/**', '**/server/**', '**/core/**'], message: msg('tokens', 'anything but tokens') },
  ]),
  layer(['ui/**'], [
    { group: ['**/features/**', '**/app/**', '**/server/**', '**/mocks/**'], message: msg('ui', 'features, app, server or mocks') },
    { group: ['socket.io-client', 'react-router', 'react-router-dom', '@preact/signals-react', '@preact/signals-react/*'], message: 'ui is props in, events out: no socket, router or signals.' },
  ]),
  layer(['features/**'], [
    { group: ['**/app/**', '**/server/**'], message: msg('features', 'app or server') },
    { group: ['../../*/!(index)', '../../*/**/*', '**/features/*/*/**', '**/features/*/!(index)'], message: 'A feature may import another feature only through its index.ts.' },
  ]),
  layer(['server/**'], [
    { group: ['**/tokens/**', '**/ui/**', '**/features/**', '**/app/**', '**/mocks/**', 'react', 'react-dom'], message: msg('server', 'app-side folders') },
  ]),
);
