// The import graph of a source folder, read with the TypeScript scanner (no new dependency): every relative
// `import`, `import type`, `export … from` and `import()` of every `.ts` file, resolved to the file it names.
// Type-only imports count: a layer that needs another's types depends on it as much as one that calls it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Files (relative to the root, `/`-separated) and, for each, the files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

function filesUnder(root: string, folder = root): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(root, path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names (`./x.js` is `./x.ts`, a folder its `index.ts`), or undefined. */
function resolveSpecifier(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((candidate) => files.has(candidate));
}

/**
 * Reads the import graph of every `.ts` file under `root` (relative imports only: packages are outside it).
 *
 * @example
 * const graph = importGraph(fileURLToPath(new URL('.', import.meta.url)));
 * graph.get('auth/guard.ts'); // ['db/types.ts', 'http/access.ts', ...]
 */
export function importGraph(root: string): ImportGraph {
  const absolute = filesUnder(root);
  const known = new Set(absolute);
  const name = (file: string) => relative(root, file).split('\\').join('/');
  const graph = new Map<string, string[]>();
  for (const file of absolute) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolveSpecifier(file, fileName, known))
      .filter((target): target is string => target !== undefined)
      .map(name);
    graph.set(name(file), [...new Set(targets)].sort());
  }
  return graph;
}

/** Groups of files that import each other round a circle (strongly connected components of two or more files, or one importing itself). */
export function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.sort((a, b) => b.length - a.length);
}

/**
 * The shortest chain of imports from `from` to a file `reaches` accepts, e.g. `['auth/x.ts', 'y.ts', 'modules/z.ts']`;
 * undefined when there is none. From a file to itself, the shortest circle through it.
 */
export function importPath(graph: ImportGraph, from: string, reaches: (file: string) => boolean): string[] | undefined {
  const cameFrom = new Map<string, string>();
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!;
    for (const target of graph.get(file) ?? []) {
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      if (reaches(target)) {
        const path = [target];
        for (let step = file; step !== from; step = cameFrom.get(step)!) path.unshift(step);
        return [from, ...path];
      }
      queue.push(target);
    }
  }
  return undefined;
}

/** Every file `from` imports, directly or through others. */
export function reachableFrom(graph: ImportGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const target of graph.get(queue[i]!) ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}
