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
    // Files share a worker's module graph (the server is imported once per worker, not per file: 284 s -> 145 s
    // on the 2-core machine). Every test builds its own app on its own database copy, so no state is shared;
    // a test must not mock a module (vi.mock would not reach a module another file loaded first).
    isolate: false,
    // One migrated, seeded database per engine for the run, copied by test apps (src/testing/template-databases.ts).
    globalSetup: ['src/testing/template-databases.global.ts'],
  },
});
