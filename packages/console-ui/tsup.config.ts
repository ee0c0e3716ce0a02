import { copyFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { defineConfig } from 'tsup';
import { arcoStyleImports, writeFormGridCss } from './build/arcoStyles';

const SRC = resolve(import.meta.dirname, 'src');
const isShipped = (file: string) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.includes('/testing/');

/** Every shipped source file, by its path under src without the extension (its path under dist). */
function sourceFiles(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(entries, sourceFiles(path));
    else if (isShipped(path)) entries[relative(SRC, path).replace(/\.tsx?$/, '')] = path;
  }
  return entries;
}

/** The built file a relative import of a source file names: `./x` is `./x.js` or `./x/index.js`. */
function builtSpecifier(specifier: string, importerDir: string): string | undefined {
  const target = resolve(importerDir, specifier);
  if (['.ts', '.tsx'].some((ext) => existsSync(target + ext))) return `${specifier}.js`;
  if (['.ts', '.tsx'].some((ext) => existsSync(join(target, `index${ext}`)))) return `${specifier}/index.js`;
  return undefined;
}

export default defineConfig({
  // One module per source file (dist mirrors src), so the app's bundler splits the kit as finely as its own code:
  // the sign-in page's chunk holds the router and the login form, and the signed-in layout (menus, icons, tab bar,
  // drawer), which ConsoleRoutes imports on demand, lands in the layout's own chunk. `setup` is the app's one
  // set-up import ('@backoffice/console-ui/setup'): Arco's React 19 adapter and this package's stylesheet.
  entry: {
    ...Object.fromEntries(Object.entries(sourceFiles(SRC)).filter(([name]) => name !== 'setup/index')),
    setup: 'src/setup/index.ts',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', setup: 'src/setup/index.ts' } },
  sourcemap: true,
  clean: true,
  splitting: false,
  treeshake: false,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  // console-ui's own layout CSS ships as dist/index.css (exported as '@backoffice/console-ui/style.css', imported
  // by `setup`); each module imports the styles of the Arco components it renders (build/arcoStyles.ts).
  onSuccess: async () => {
    copyFileSync('src/styles/console-ui.css', 'dist/index.css');
    writeFormGridCss('dist');
  },
  esbuildPlugins: [
    arcoStyleImports(SRC),
    {
      // Each file imports its neighbours' built modules instead of copying them in; setup's
      // `import '../styles/console-ui.css'` stays an import, of the copy beside it: dist/index.css.
      name: 'console-ui-modules',
      setup(build) {
        build.onResolve({ filter: /styles\/console-ui\.css$/ }, () => ({ path: './index.css', external: true }));
        build.onResolve({ filter: /^\.\.?\// }, (args) => {
          if (args.kind === 'entry-point' || !args.importer.startsWith(SRC)) return undefined;
          const path = builtSpecifier(args.path, dirname(args.importer));
          return path ? { path, external: true } : undefined;
        });
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
