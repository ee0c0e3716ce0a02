import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console-core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
