// The bare login build the benchmarks compare the console with: Vite + React 19 + react-router 7 +
// Arco, with Arco's styles imported per component by the same plugin the reference app uses.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { arcoStyleImports } from '../../apps/reference/build/arco-styles';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), arcoStyleImports()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: `${import.meta.dirname}/../out/bare-login`,
    emptyOutDir: true,
    sourcemap: false,
    // One chunk on purpose: the baseline is the smallest plain build, not a split one.
    chunkSizeWarningLimit: 900,
  },
});
