import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';

const arcoRoot = dirname(createRequire(import.meta.url).resolve('@arco-design/web-react/package.json'));
const ARCO_VALUES = /import\s+\{([^}]*)\}\s+from\s+['"]@arco-design\/web-react['"]/g;

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
 * defineConfig({ esbuildPlugins: [arcoStyleImports()] });
 */
export function arcoStyleImports(): Plugin {
  const hasStyle = (name: string) => existsSync(join(arcoRoot, 'es', name, 'style', 'css.js'));
  return {
    name: 'console-ui-arco-styles',
    setup(build) {
      build.onLoad({ filter: /[/\\]src[/\\].*\.tsx?$/ }, (args) => {
        const code = readFileSync(args.path, 'utf8');
        const names = new Set([...code.matchAll(ARCO_VALUES)].flatMap((match) => valueNames(match[1] ?? '')).filter(hasStyle));
        const styles = [...names].map((name) => `import '@arco-design/web-react/es/${name}/style/css.js';\n`).join('');
        return { contents: styles + code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
