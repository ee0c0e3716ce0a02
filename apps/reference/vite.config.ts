import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sourceAliases } from '../../vite.aliases';
import { arcoStyleImports } from './build/arco-styles';

// The console is built from the packages' sources (same code as their published builds), so the
// bundler tree-shakes across them. In development /api goes to the server on :8080.
export default defineConfig({
  plugins: [react(), arcoStyleImports()],
  resolve: { alias: sourceAliases },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
