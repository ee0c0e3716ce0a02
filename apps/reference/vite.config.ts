import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sourceAliases } from '../../vite.aliases';
import { arcoStyleImports } from './build/arco-styles';
import { eagerCompile } from './build/compile-hints';
import { prerenderLogin } from './build/prerender-login';
import { signedInChunks } from './build/signed-in-chunk';

// What the first signed-in screen needs: the layout shell, the opening page (dashboard/workplace) and the
// page strings; the login page preloads them as one chunk after its first paint.
const signedInGroups = signedInChunks({
  roots: ['/console-ui/src/ConsoleRouter/ConsoleShell.tsx', '/src/pages/dashboard/workplace/index.tsx', '/src/pages/messages.ts'],
  loginPageLazy: ['/console-ui/src/ConsoleProvider/ArcoNotifierBridge.tsx', '/src/pages/mslogin/MsLoginButton.tsx'],
});

// The console is built from the packages' sources (same code as their published builds), so the
// bundler tree-shakes across them. In development /api goes to the server on :8080.
export default defineConfig({
  plugins: [
    react(),
    arcoStyleImports(),
    // index.html carries the login page itself (rendered from its components) and paints it before any script.
    // (The gate hides it in the dark theme: the dark theme's rules stay out of its critical stylesheet.)
    prerenderLogin({
      render: 'src/pages/login/prerender/renderLoginPage.tsx',
      gate: 'src/pages/login/prerender/gate-script.ts',
      excludeSelectors: [/\[arco-theme=/],
    }),
    // The entry script and the signed-in chunk are compiled as they load, not function by function while signing in.
    eagerCompile(['index', 'signed-in']),
  ],
  resolve: { alias: sourceAliases },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The login page's first load as one script and one stylesheet: fewer requests before the
            // first paint (the bundler would otherwise split out every module a lazy chunk shares).
            { name: 'index', tags: ['$initial'], priority: 10 },
            ...signedInGroups,
          ],
        },
      },
    },
  },
});
