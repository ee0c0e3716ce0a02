import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'esbuild';

const arcoRoot = dirname(createRequire(import.meta.url).resolve('@arco-design/web-react/package.json'));
const ARCO_VALUES = /import\s+\{([^}]*)\}\s+from\s+['"]@arco-design\/web-react['"]/g;

/** The trimmed grid Form's styles import, written beside the built modules (dist/arco-form-grid.css). */
export const FORM_GRID_CSS = 'arco-form-grid.css';
const RESPONSIVE_OR_RTL = /-(xs|sm|md|lg|xl|xxl|xxxl|rtl|push|pull|order)\b/;

/**
 * Writes Arco's Grid stylesheet without its responsive, right-to-left, push, pull and order rules (the 80 KB of
 * CSS Form pulls in for its label and wrapper columns, 6 KiB gzip on the sign-in page) into `dist`.
 *
 * @example
 * onSuccess: async () => writeFormGridCss('dist'),
 */
export function writeFormGridCss(dist: string): void {
  const css = readFileSync(join(arcoRoot, 'es', 'Grid', 'style', 'index.css'), 'utf8');
  const rules = css.match(/[^{}]+\{[^{}]*\}|@[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g) ?? [];
  const kept = rules
    .map((rule) => rule.trim())
    .filter((rule) => !rule.startsWith('@') && !RESPONSIVE_OR_RTL.test(rule.slice(0, rule.indexOf('{'))));
  writeFileSync(join(dist, FORM_GRID_CSS), kept.join('\n'));
}

/** The value names of an import clause (`Button, Form as F, type FormInstance` gives Button, Form). */
const valueNames = (clause: string) =>
  clause
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/)[0]!)
    .filter((name) => name && !name.startsWith('type '));

/**
 * Each built module brings the styles of the Arco components it imports (`es/<Name>/style/css.js`, which pulls
 * in Arco's base style and the styles the component's own parts need), so an app's bundler loads a component's
 * CSS with the chunk that renders it: the sign-in page gets the login form's styles, the signed-in layout its
 * menus' and drawers' when it loads. Type-only imports bring nothing.
 *
 * @example
 * defineConfig({ esbuildPlugins: [arcoStyleImports(resolve('src'))] });
 */
export function arcoStyleImports(srcRoot: string): Plugin {
  const hasStyle = (name: string) => existsSync(join(arcoRoot, 'es', name, 'style', 'css.js'));
  return {
    name: 'console-ui-arco-styles',
    setup(build) {
      build.onResolve({ filter: /arco-form-grid\.css$/ }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: /[/\\]src[/\\].*\.tsx?$/ }, (args) => {
        const code = readFileSync(args.path, 'utf8');
        const names = new Set([...code.matchAll(ARCO_VALUES)].flatMap((match) => valueNames(match[1] ?? '')).filter(hasStyle));
        // Form's own styles take the trimmed grid (writeFormGridCss) in place of Grid's whole stylesheet.
        const gridPath = relative(dirname(args.path), join(srcRoot, FORM_GRID_CSS)).replaceAll('\\', '/');
        const stylesOf = (name: string) =>
          name === 'Form'
            ? [
                '@arco-design/web-react/es/style/index.css',
                gridPath.startsWith('.') ? gridPath : `./${gridPath}`,
                '@arco-design/web-react/es/Form/style/index.css',
              ]
            : [`@arco-design/web-react/es/${name}/style/css.js`];
        const styles = [...names]
          .flatMap(stylesOf)
          .map((path) => `import '${path}';\n`)
          .join('');
        return { contents: styles + code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
