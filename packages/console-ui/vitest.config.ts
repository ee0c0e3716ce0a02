import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sourceAliases } from '../../vite.aliases';

export default defineProject({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  test: {
    name: 'console-ui',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20000,
  },
});
