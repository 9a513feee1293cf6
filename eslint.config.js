// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import path from 'node:path';

/**
 * Imports go one way: app → features → ui → tokens, features → core, server → core; a feature
 * uses another feature only through its index.ts. The rule resolves each relative import to the
 * folder it lands in, so it cannot be fooled by how many `../` a path has.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const allowed = {
  core: ['core'],
  tokens: ['tokens'],
  locales: ['locales', 'core'],
  ui: ['ui', 'tokens', 'locales', 'core'],
  features: ['features', 'ui', 'tokens', 'locales', 'core'],
  app: ['app', 'features', 'ui', 'tokens', 'locales', 'core'],
  server: ['server', 'core'],
  mocks: ['mocks', 'server', 'core', 'locales'],
};
const topOf = (file) => path.relative(root, file).split(path.sep)[0];
const importDirection = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = topOf(file);
    const ok = allowed[from];
    if (!ok) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const to = topOf(target);
      if (to.startsWith('..') || to === '') return;
      if (!ok.includes(to) && to in allowed) {
        context.report({ node, message: `${from}/ must not import ${to}/: imports go app → features → ui → tokens, features/server → core.` });
        return;
      }
      if (from === 'features' && to === 'features') {
        const [, a] = path.relative(root, file).split(path.sep);
        const [, b, ...rest] = path.relative(root, target).split(path.sep);
        if (a !== b && !(rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0])))) {
          context.report({ node, message: `features/${a} may use features/${b} only through its index.ts.` });
        }
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: (node) => check({ source: node.source, ...node }) };
  },
};
const banned = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'storybook-static/**',
      'data/**',
      'public/mockServiceWorker.js',
      '**/__screenshots__/**',
      '.tmp/**',
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
  {
    plugins: { tavola: { rules: { 'import-direction': importDirection } } },
    rules: { 'tavola/import-direction': 'error' },
  },
  banned(['core/**'], [
    { group: ['react', 'react-dom', 'fastify', 'socket.io', 'socket.io-client', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'node:*'], message: 'core is pure: no framework or I/O imports.' },
  ]),
  banned(['ui/**'], [
    { group: ['socket.io-client', 'react-router', 'react-router-dom', '@preact/signals-react', '@preact/signals-react/*'], message: 'ui is props in, events out: no socket, router or signals.' },
  ]),
);
