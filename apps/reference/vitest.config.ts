import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sourceAliases } from '../../vite.aliases';

export default defineProject({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  test: {
    name: 'reference',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/console-ui/vitest.setup.ts'],
    testTimeout: 20000,
    // The real API server on SQLite, started once per run, for page tests (src/testing/renderPage.tsx).
    globalSetup: ['../api/src/testing/page-test-server.global.ts'],
  },
});
