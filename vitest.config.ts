import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/console-core',
      'packages/console-ui',
      'apps/api',
      'apps/reference',
      // Checks of the repository itself (its docs and links), not of one workspace.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/console-core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/types.ts'],
      thresholds: { lines: 90 },
    },
  },
});
