import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sourceAliases } from './vite.aliases';

/**
 * The vitest project of a workspace whose tests render React (console-ui, the reference app): jsdom, the packages'
 * sources, console-ui's test setup, and the test files under src/. `test` names the project and adds what it needs
 * (`include` in place of src/'s test files, e.g. to add the build plugins' tests).
 * @example
 * export default reactTestProject({ name: 'console-ui' });
 */
export function reactTestProject(test: { name: string; globalSetup?: string[]; include?: string[] }) {
  return defineProject({
    plugins: [react()],
    resolve: { alias: sourceAliases },
    test: {
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [`${import.meta.dirname}/packages/console-ui/vitest.setup.ts`],
      testTimeout: 20000,
      // One jsdom and one module graph per worker, not per file: a file's own setup (vitest.setup.ts) resets the
      // page, storage and Testing Library between files. Loading React, Arco and the kit once per worker instead
      // of once per file took the two React suites from 209 s to 36 s on the 2-core machine.
      isolate: false,
      ...test,
    },
  });
}
