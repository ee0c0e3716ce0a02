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
  // console-ui's own layout CSS ships as dist/index.css (exported as '@backoffice/console-ui/style.css');
  // the library JS never imports CSS (the app imports Arco's and this one).
  onSuccess: 'cp src/styles/console-ui.css dist/index.css',
  external: ['react', 'react-dom', 'react-router-dom', 'nprogress', 'zustand', /^zustand\//, /^@arco-design\/web-react/, /^@backoffice\/console-core/],
});
