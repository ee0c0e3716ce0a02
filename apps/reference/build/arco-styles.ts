import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const arcoRoot = dirname(require.resolve('@arco-design/web-react/package.json'));
const NAMED_IMPORT = /import\s+(?!type\b)\{([^}]*)\}\s+from\s+['"]@arco-design\/web-react['"];?/g;

/** The names of one `import { A, B as C, type D } from '...'` clause, without type-only ones. */
function importedNames(clause: string): string[] {
  return clause
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

/**
 * Arco components one by one with their styles: for every `import { Button, Form } from
 * '@arco-design/web-react'` in our code (the reference app, console-ui's sources), adds the component's own
 * stylesheet (`es/Button/style/css.js`, which pulls in Arco's base style and its dependencies' styles).
 * A page loaded on demand then brings only its components' CSS, and the login page loads no layout CSS.
 *
 * @example
 * export default defineConfig({ plugins: [react(), arcoStyleImports()] });
 */
export function arcoStyleImports(): Plugin {
  const known = new Map<string, boolean>();
  const hasStyle = (name: string) => {
    if (!known.has(name)) known.set(name, existsSync(join(arcoRoot, 'es', name, 'style', 'css.js')));
    return known.get(name) === true;
  };
  return {
    name: 'backoffice:arco-style-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('@arco-design/web-react')) return null;
      const styles = new Set<string>();
      for (const match of code.matchAll(NAMED_IMPORT)) {
        for (const name of importedNames(match[1] ?? '')) if (hasStyle(name)) styles.add(name);
      }
      if (styles.size === 0) return null;
      const imports = [...styles].map((name) => `import '@arco-design/web-react/es/${name}/style/css.js';`).join('\n');
      return { code: `${imports}\n${code}`, map: null };
    },
  };
}
