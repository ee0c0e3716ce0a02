import type { StorybookConfig } from '@storybook/react-vite';
import { sourceAliases } from '../vite.aliases.ts';

/** Storybook for @backoffice/console-ui: stories live beside their components. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/console-ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const existing = viteConfig.resolve?.alias;
    const extra = Object.entries(sourceAliases).map(([find, replacement]) => ({ find, replacement }));
    const merged = Array.isArray(existing)
      ? [...existing, ...extra]
      : [...Object.entries(existing ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) })), ...extra];
    return { ...viteConfig, resolve: { ...viteConfig.resolve, alias: merged } };
  },
};

export default config;
