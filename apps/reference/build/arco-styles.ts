import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const arcoRoot = dirname(require.resolve('@arco-design/web-react/package.json'));
const GRID_CORE_ID = 'virtual:arco-grid-core.css';
const RESOLVED_GRID_CORE_ID = `\0${GRID_CORE_ID}`;
const RESPONSIVE_OR_RTL = /-(xs|sm|md|lg|xl|xxl|xxxl|rtl|push|pull|order)\b/;

/**
 * Arco's Grid stylesheet without its responsive, right-to-left, push, pull and order classes (80 KB of
 * CSS that Form pulls in only for its label and wrapper columns). A page that imports Grid itself still
 * gets the whole stylesheet.
 */
function gridCoreCss(): string {
  const css = readFileSync(join(arcoRoot, 'es', 'Grid', 'style', 'index.css'), 'utf8');
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        const rule = css.slice(start, i + 1).trim();
        const selector = rule.slice(0, rule.indexOf('{'));
        if (!rule.startsWith('@') && !RESPONSIVE_OR_RTL.test(selector)) rules.push(rule);
        start = i + 1;
      }
    }
  }
  return rules.join('');
}

/** Stylesheets for one imported Arco name: its own `style/css.js`, except Form, which gets the trimmed grid. */
function stylesFor(name: string): string[] {
  if (name === 'Form') {
    return ['@arco-design/web-react/es/style/index.css', GRID_CORE_ID, '@arco-design/web-react/es/Form/style/index.css'];
  }
  return [`@arco-design/web-react/es/${name}/style/css.js`];
}

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
 * Form's styles come with a trimmed grid (see {@link gridCoreCss}).
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
    resolveId(id) {
      return id === GRID_CORE_ID ? RESOLVED_GRID_CORE_ID : null;
    },
    load(id) {
      return id === RESOLVED_GRID_CORE_ID ? gridCoreCss() : null;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('@arco-design/web-react')) return null;
      const styles = new Set<string>();
      for (const match of code.matchAll(NAMED_IMPORT)) {
        for (const name of importedNames(match[1] ?? '')) if (hasStyle(name)) styles.add(name);
      }
      if (styles.size === 0) return null;
      const imports = [...styles]
        .flatMap(stylesFor)
        .map((path) => `import '${path}';`)
        .join('\n');
      return { code: `${imports}\n${code}`, map: null };
    },
  };
}
