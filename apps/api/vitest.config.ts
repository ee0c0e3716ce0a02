import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vite.aliases';

export default defineProject({
  // Tests only: src/testing/backend-contract.test.ts runs console-core's conformance kit from its source. The
  // server's own code imports neither package.
  resolve: { alias: { '@backoffice/console-core/conformance': sourceAliases['@backoffice/console-core/conformance'] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
