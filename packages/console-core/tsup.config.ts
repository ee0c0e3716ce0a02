import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'conformance/index': 'src/conformance/index.ts', 'contract/index': 'src/contract/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
});
