import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console-core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions and stores made per test: files share a worker's modules (see apps/api/vitest.config.ts).
    isolate: false,
  },
});
