// Keeps the repository's rules findable (issue 19): code and docs point at docs/behaviour.md by section, never
// at a spec outside the repository, and every such link names a heading that exists. The root vitest
// config runs it as the 'repo' project.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
// Outputs that other gates of `npm test` write (and clean) while this one runs beside them.
const GATE_OUTPUTS = new Set(['test-results', 'e2e/test-results', 'coverage', 'docs/api', 'bench/out']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|mdx|json|ya?ml|css|html|txt)$/i;
const OLD_REFERENCE = /spec §/i;
const BEHAVIOUR_LINK = /behaviour\.md#([\p{L}\p{N}_-]*)/gu;

/** Every text file of the repository, relative to its root, outside node_modules, dist, .git and test outputs. */
function repositoryFiles(dir = repoRoot): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      // Build output folders (`.build-<name>`, Storybook's) hold copies of the sources, not sources.
      const skipped = SKIPPED_DIRS.has(entry.name) || GATE_OUTPUTS.has(relative(repoRoot, join(dir, entry.name)));
      if (!skipped && !entry.name.startsWith('.build') && entry.name !== 'storybook-static') {
        files.push(...repositoryFiles(join(dir, entry.name)));
      }
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) {
      files.push(relative(repoRoot, join(dir, entry.name)));
    }
  }
  return files;
}

/** GitHub's anchor of a heading: lowercase, punctuation other than hyphens and spaces dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown document's headings (code blocks skipped; repeated headings get -1, -2, ...). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const heading = inCode ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

// This file names the patterns it looks for, so it is left out of the scan.
const thisFile = relative(repoRoot, import.meta.filename);
const files = repositoryFiles().filter((file) => file !== thisFile);
const read = (file: string): string => readFileSync(join(repoRoot, file), 'utf8');
const behaviour = read('docs/behaviour.md');
const anchors = anchorsOf(behaviour);

describe('links to the behaviour document', () => {
  it('computes GitHub-style anchors', () => {
    expect(headingAnchor('4. Tabs')).toBe('4-tabs');
    expect(headingAnchor('4.2 Cached tabs')).toBe('42-cached-tabs');
    expect(headingAnchor("7.2 The kit's calls (POST)")).toBe('72-the-kits-calls-post');
    expect(anchors.has('24-tabs')).toBe(true);
  });

  it('no file points at the spec outside the repository ("spec §")', () => {
    const hits = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (OLD_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it('every docs/behaviour.md#anchor link names a heading of docs/behaviour.md', () => {
    const broken = files.flatMap((file) =>
      [...read(file).matchAll(BEHAVIOUR_LINK)]
        .filter((match) => !anchors.has(match[1] ?? ''))
        .map((match) => `${file}: behaviour.md#${match[1]}`),
    );
    expect(broken).toEqual([]);
  });

  it('every in-page link of docs/behaviour.md names one of its headings', () => {
    const broken = [...behaviour.matchAll(/\]\(#([^)]*)\)/g)].map((match) => match[1]).filter((anchor) => !anchors.has(anchor ?? ''));
    expect(broken).toEqual([]);
  });
});
