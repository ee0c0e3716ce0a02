import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vite.aliases';

export default defineProject({
  // The drift test builds the server in memory (apps/api's source, which imports console-core's contract): both
  // from source here, so the test runs on a clean clone before anything is built.
  resolve: { alias: sourceAliases },
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60000,
    // Files share a worker's modules (see apps/api/vitest.config.ts).
    isolate: false,
  },
});
