import { reactTestProject } from '../../vitest.react';

export default reactTestProject({
  name: 'reference',
  // The pages' tests and the build plugins' (build/).
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  // The real API server on SQLite, started once per run, for page tests (src/testing/renderPage.tsx).
  globalSetup: ['../api/src/testing/page-test-server.global.ts'],
});
