import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/console-core', 'packages/console-ui', 'apps/api', 'apps/reference'],
    coverage: {
      provider: 'v8',
      include: ['packages/console-core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/types.ts'],
      thresholds: { lines: 90 },
    },
  },
});
