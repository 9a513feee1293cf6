import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The app's production build ships its messages pre-compiled to ICU syntax trees and drops the ICU
 * parser (vite.config.ts). Storybook's build goes through the same Vite config, but its decorator
 * provides all seven languages from the message files as ICU strings (locales/catalogues.ts), so
 * the static Storybook keeps the messages and the parser as development has them. It also keeps
 * the mock API's service worker, which the app's build removes and every story with mocks needs.
 */
const productionOnly = new Set(['tavola:compiled-messages', 'tavola:drop-mock-worker']);

function withoutProductionOnly(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutProductionOnly(plugin)];
    if (plugin && typeof plugin === 'object' && 'name' in plugin && productionOnly.has(plugin.name))
      return [];
    return [plugin];
  });
}

const config: StorybookConfig = {
  stories: [
    './docs/*.mdx',
    '../ui/**/*.stories.tsx',
    '../features/**/*.stories.tsx',
    '../lib/**/*.stories.tsx',
    '../app/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Props tables from the TypeScript checker, which resolves `(typeof layouts)[number]` and
  // imported types to their values.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (config) => {
    const alias = config.resolve?.alias;
    return {
      ...config,
      plugins: withoutProductionOnly(config.plugins),
      resolve: {
        ...config.resolve,
        // The parser-less formatjs entry goes with the compiled messages.
        alias: Array.isArray(alias)
          ? alias.filter((a: { find: string | RegExp }) => !String(a.find).includes('icu-message'))
          : alias,
      },
    };
  },
};

export default config;
