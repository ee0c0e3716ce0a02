import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  external: ['react', 'react-dom', 'react-router-dom', /^@arco-design\/web-react/, /^@backoffice\/console-core/],
});
