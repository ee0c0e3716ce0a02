import { defineConfig } from 'vitest/config';
import { sourceAliases } from './vite.aliases';

export default defineConfig({
  test: {
    projects: [
      'packages/console-core',
      'packages/console-ui',
      'packages/api-client',
      'apps/api',
      'apps/reference',
      // Checks of the repository itself (its docs and links), not of one workspace.
      // The packages' sources, not their builds, so the checks run on a clean clone before anything is built.
      { resolve: { alias: sourceAliases }, test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/console-core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/types.ts'],
      thresholds: { lines: 90 },
    },
  },
});
