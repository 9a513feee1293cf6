// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';

import path from 'node:path';

/**
 * Imports go one way: app → features → lib → ui → tokens; everything may use core and protocol;
 * server → core, protocol, locales (the messages it words itself: printed tickets in the
 * restaurant's language); protocol → core (the wire speaks the rules' vocabulary). A feature uses another only through its index.ts. The rule resolves each
 * relative import to the folder it lands in, so it cannot be fooled by how many `../` a path has.
 * Stories (ui, features, app) may also use the Storybook helpers and the mocks.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const allowed = {
  core: ['core'],
  protocol: ['protocol', 'core'],
  tokens: ['tokens'],
  locales: ['locales', 'core'],
  ui: ['ui', 'tokens', 'locales', 'core'],
  lib: ['lib', 'ui', 'tokens', 'locales', 'core', 'protocol'],
  features: ['features', 'lib', 'ui', 'tokens', 'locales', 'core', 'protocol'],
  app: ['app', 'features', 'lib', 'ui', 'tokens', 'locales', 'core', 'protocol'],
  server: ['server', 'core', 'protocol', 'locales'],
  mocks: ['mocks', 'server', 'core', 'locales', 'protocol'],
  '.storybook': [
    '.storybook',
    'ui',
    'tokens',
    'locales',
    'core',
    'protocol',
    'mocks',
    'lib',
    'scripts',
  ],
  e2e: ['e2e', 'server', 'core', 'protocol', 'locales', 'scripts'],
  bench: ['bench', 'server', 'core', 'protocol', 'scripts'],
  // The docs generator reads the settings catalogue and the rule constants (docs-settings.ts).
  scripts: ['scripts', 'core'],
};
const storyExtras = ['.storybook', 'mocks'];
const topOf = (file) => path.relative(root, file).split(path.sep)[0];
const importDirection = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = topOf(file);
    const own = allowed[from];
    if (!own) return {};
    const ok = /\.stories\.tsx$/.test(file) ? [...own, ...storyExtras] : own;
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const to = topOf(target);
      if (to.startsWith('..') || to === '') return;
      if (!ok.includes(to) && to in allowed) {
        context.report({
          node,
          message: `${from}/ must not import ${to}/: imports go app → features → lib → ui → tokens; all may use core and protocol.`,
        });
        return;
      }
      if (from === 'features' && to === 'features') {
        const [, a] = path.relative(root, file).split(path.sep);
        const [, b, ...rest] = path.relative(root, target).split(path.sep);
        if (
          a !== b &&
          !(rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0])))
        ) {
          context.report({
            node,
            message: `features/${a} may use features/${b} only through its index.ts.`,
          });
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source, ...node }),
    };
  },
};
const banned = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
  {
    // Import cycles fail lint, type-only ones included: a cycle is two rooms that are one.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // File names: components (and their styles, stories and tests) in PascalCase, every other
    // module in kebab-case, hooks included (`use-add-from-menu.ts`).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/!(*.css|*.stories|*.test|*.d).ts': 'KEBAB_CASE',
          '{ui,features,lib,app}/**/!(*.stories|*.test).tsx': 'PASCAL_CASE',
          '**/*.{css,stories,test}.{ts,tsx}': '+([A-Za-z0-9-])',
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // The design system is the only way a feature or the app draws a control, and a component
    // changes feature state only through its store's named actions.
    files: ['features/**/*.tsx', 'app/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(button|input|select|textarea)$/]',
          message:
            'Draw controls with ui/ (Button, IconButton, ToggleChip, TextField, Select, RadioCards, …), not raw form elements.',
        },
        {
          selector:
            "AssignmentExpression[left.type='MemberExpression'][left.property.name='value']",
          message:
            "Write a signal through a named action exported by the feature's store, not with `.value =` in a component.",
        },
      ],
    },
  },
  {
    // Feature and app styles take their colours from the theme (vars.color.*), never literals.
    files: ['features/**/*.css.ts', 'app/**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|\\b(rgba?|hsla?)\\(/]',
          message: 'Use a vars.color.* role (tokens/contract.css.ts), not a colour literal.',
        },
        {
          selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|\\b(rgba?|hsla?)\\(/]',
          message: 'Use a vars.color.* role (tokens/contract.css.ts), not a colour literal.',
        },
      ],
    },
  },
  {
    // Named for what they hold, not components: the app's entry and the icon glyph table.
    files: ['app/main.tsx', 'ui/icons/glyphs.tsx'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  banned(
    ['core/**', 'protocol/**'],
    [
      {
        group: [
          'react',
          'react-dom',
          'fastify',
          'socket.io',
          'socket.io-client',
          'pg',
          '@electric-sql/*',
          'drizzle-orm',
          'drizzle-orm/*',
          'node:*',
        ],
        message: 'core and protocol are pure: no framework or I/O imports.',
      },
    ],
  ),
  banned(
    ['ui/**'],
    [
      {
        group: [
          'socket.io-client',
          'react-router',
          'react-router-dom',
          '@preact/signals-react',
          '@preact/signals-react/*',
        ],
        message: 'ui is props in, events out: no socket, router or signals.',
      },
    ],
  ),
);
