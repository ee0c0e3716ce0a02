import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vite.aliases';

export default defineProject({
  // The server imports the contract's schemas (console-core/contract) and, in tests only, runs the conformance kit
  // (src/testing/backend-contract.test.ts): both from console-core's source here, from its build when it runs.
  resolve: {
    alias: {
      '@backoffice/console-core/contract': sourceAliases['@backoffice/console-core/contract'],
      '@backoffice/console-core/conformance': sourceAliases['@backoffice/console-core/conformance'],
    },
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
    // One migrated, seeded database per engine for the run, copied by test apps (src/testing/template-databases.ts).
    globalSetup: ['src/testing/template-databases.global.ts'],
  },
});
