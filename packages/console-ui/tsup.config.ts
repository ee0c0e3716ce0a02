import { defineConfig } from 'tsup';

export default defineConfig({
  // `setup` is the app's one set-up import ('@backoffice/console-ui/setup'): Arco's React 19 adapter and this
  // package's stylesheet, as side-effect imports (see src/setup/index.ts).
  entry: { index: 'src/index.ts', setup: 'src/setup/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  // console-ui's own layout CSS ships as dist/index.css (exported as '@backoffice/console-ui/style.css');
  // the library's components never import CSS (the app imports Arco's, and this one through `setup`).
  onSuccess: 'cp src/styles/console-ui.css dist/index.css',
  esbuildPlugins: [
    {
      // setup's `import '../styles/console-ui.css'` stays an import, of the copy beside it: dist/index.css.
      name: 'console-ui-stylesheet',
      setup(build) {
        build.onResolve({ filter: /styles\/console-ui\.css$/ }, () => ({ path: './index.css', external: true }));
      },
    },
  ],
  external: [
    'react',
    'react-dom',
    'react-router-dom',
    'nprogress',
    'zustand',
    /^zustand\//,
    /^@arco-design\/web-react/,
    /^@backoffice\/console-core/,
  ],
});
