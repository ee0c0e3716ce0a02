import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(packageDir, '../..');
const FORBIDDEN = ['react', 'react-dom'];

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** Node's lookup: `<dir>/node_modules/<name>`, walking up to the repository root. */
function locate(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === repoRoot || dir === dirname(dir)) return undefined;
  }
}

/** Installed runtime dependencies: `dependencies` plus non-optional peers, recursively. */
function reachable(): { names: Set<string>; paths: Map<string, string[]> } {
  const names = new Set<string>();
  const paths = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: { dir: string; trail: string[] }[] = [{ dir: packageDir, trail: ['@backoffice/console-core'] }];
  while (queue.length) {
    const { dir, trail } = queue.shift()!;
    if (seen.has(dir)) continue;
    seen.add(dir);
    const manifest = readManifest(dir);
    const optionalPeers = manifest.peerDependenciesMeta ?? {};
    const wanted = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !optionalPeers[peer]?.optional),
    ];
    for (const name of wanted) {
      names.add(name);
      if (!paths.has(name)) paths.set(name, [...trail, name]);
      const found = locate(name, dir);
      if (found) queue.push({ dir: found, trail: [...trail, name] });
    }
  }
  return { names, paths };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('framework-free (ARCHITECTURE: console-core has no React)', () => {
  it('no react or react-dom is reachable through the dependency graph', () => {
    const { names, paths } = reachable();
    expect(names.has('zustand')).toBe(true);
    expect(names.has('axios')).toBe(true);
    expect(names.has('follow-redirects')).toBe(true); // proves the walk is transitive (axios > follow-redirects)
    const offenders = FORBIDDEN.filter((name) => names.has(name)).map((name) => paths.get(name)!.join(' > '));
    expect(offenders).toEqual([]);
  });

  it('no source file imports react (zustand is used through zustand/vanilla only)', () => {
    const importOf = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
    const offenders: string[] = [];
    for (const file of sourceFiles(join(packageDir, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(importOf)) {
        const spec = match[1]!;
        const reactish = FORBIDDEN.some((name) => spec === name || spec.startsWith(`${name}/`));
        if (reactish || spec === 'zustand' || spec === 'zustand/react') offenders.push(`${relative(packageDir, file)}: ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
