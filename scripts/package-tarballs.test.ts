// What another team gets from `npm pack`: each package's tarball holds the CHANGELOG.md its `files` promise
// (written from the changesets by the package's prepack), and every document link in what ships (README and docs
// links, paths the TSDoc of the .d.ts cites) resolves inside the tarball, in a sibling package's tarball, or is a
// public URL (scripts/tarball-links.ts says how each kind resolves). `npm run build` comes first (test-all does).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linksOf, resolves } from './tarball-links';

const root = resolve(import.meta.dirname, '..');
const PACKAGES = ['packages/console-core', 'packages/console-ui', 'packages/api-client'];
const scratch = mkdtempSync(join(tmpdir(), 'tarballs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Packs a package (prepack and postpack run) and unpacks its tarball; returns the folder and its file list. */
function unpacked(dir: string): { folder: string; files: Set<string> } {
  const name = basename(dir);
  const run = (command: string, args: string[], cwd: string) => {
    const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}: ${result.stderr}`);
    return result.stdout;
  };
  const out = run('npm', ['pack', '--json', '--ignore-scripts=false', '--pack-destination', scratch], resolve(root, dir));
  const [packed] = JSON.parse(out.slice(out.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  const folder = join(scratch, name);
  run('mkdir', ['-p', folder], scratch);
  run('tar', ['-xzf', join(scratch, packed!.filename), '-C', folder, '--strip-components=1'], scratch);
  return { folder, files: new Set(packed!.files.map((file) => file.path)) };
}

const tarballs = new Map(PACKAGES.map((dir) => [basename(dir), unpacked(dir)]));
const siblings = new Map([...tarballs].map(([name, { files }]) => [name, files as ReadonlySet<string>]));

describe.each(PACKAGES)('the tarball of %s', (dir) => {
  const { folder, files } = tarballs.get(basename(dir))!;

  it('holds the CHANGELOG.md its files list, and packing leaves no CHANGELOG.md or docs/behaviour.md behind', () => {
    expect(files).toContain('CHANGELOG.md');
    expect(existsSync(resolve(root, dir, 'CHANGELOG.md'))).toBe(false);
    expect(existsSync(resolve(root, dir, 'docs/behaviour.md'))).toBe(false);
  });

  it('holds its built types, whose TSDoc this test reads', () => {
    expect(files).toContain('dist/index.d.ts');
  });

  it('has no README, doc or TSDoc link to a file it does not ship', () => {
    const links = [...files].flatMap((file) => linksOf(file, readFileSync(join(folder, file), 'utf8')));
    const dangling = links.filter((link) => !resolves(link, files, siblings)).map((link) => `${link.file}: ${link.target}`);
    expect(dangling).toEqual([]);
  });
});

describe('the link check', () => {
  const files = new Set(['README.md', 'docs/guide.md', 'dist/index.d.ts']);
  const check = (file: string, text: string) => linksOf(file, text).map((link) => [link.target, resolves(link, files, siblings)]);

  it('resolves markdown links against their file and TSDoc paths against the package root', () => {
    const markdown = '[a](../README.md#quick-start) [b](guide.md) [c](behaviour.md#24-tabs) `m[x](y)`\n```ts\nf[0](x);\n```\n';
    expect(check('docs/guide.md', markdown)).toEqual([
      ['../README.md#quick-start', true],
      ['guide.md', true],
      ['behaviour.md#24-tabs', false],
    ]);
    expect(check('dist/index.d.ts', '/** The tabs (docs/guide.md#tabs, docs/behaviour.md#24-tabs); see src/api/api.ts. */')).toEqual([
      ['docs/guide.md#tabs', true],
      ['docs/behaviour.md#24-tabs', false],
      ['src/api/api.ts', false],
    ]);
  });

  it('accepts URLs, anchors, symbol links and files of a sibling tarball; ignores import specifiers and API paths', () => {
    expect(check('README.md', '[a](https://example.com/x.md) [b](#usage) [c](../console-core/README.md) [d](../other/README.md)')).toEqual([
      ['https://example.com/x.md', true],
      ['#usage', true],
      ['../console-core/README.md', true],
      ['../other/README.md', false],
    ]);
    expect(check('dist/index.d.ts', "import { x } from '../src/a';\n/** {@link createConsole}; POST /api/docs/json */")).toEqual([]);
  });
});
