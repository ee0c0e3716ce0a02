#!/usr/bin/env node
// Puts the repository's docs/behaviour.md into a package as docs/behaviour.md, so the `docs/behaviour.md` sections its
// TSDoc cites resolve inside the tarball (from the package root, as the comments are written). Run by the
// package's `prepack` after write-changelog.mjs; `postpack` runs it with --restore, which removes the copy, so
// packing leaves the working tree as it was (the repository keeps one behaviour.md). The copy's links are
// re-pointed from the package's docs/ folder: a file of a package stays a link (`../../console-core/docs/…`
// resolves the same under packages/ and node_modules/@backoffice/), any other repository file becomes its path.
//   node ../../scripts/ship-behaviour.mjs [--restore]      (in a package folder)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const packageDir = process.cwd();
const repoRoot = resolve(import.meta.dirname, '..');
const source = join(repoRoot, 'docs/behaviour.md');
const copy = join(packageDir, 'docs/behaviour.md');

if (process.argv.includes('--restore')) {
  rmSync(copy, { force: true });
  process.exit(0);
}

const packagesDir = join(repoRoot, 'packages') + sep;
const text = readFileSync(source, 'utf8').replace(/\[([^\]]*)\]\(([^)#\s]+)(#[^)\s]*)?\)/g, (link, label, target, anchor = '') => {
  if (/^[a-z]+:/i.test(target)) return link;
  const file = resolve(dirname(source), target);
  if (file.startsWith(packagesDir)) return `[${label}](${relative(dirname(copy), file).split(sep).join('/')}${anchor})`;
  return `${label} (\`${relative(repoRoot, file).split(sep).join('/')}\` in the repository)`;
});
mkdirSync(dirname(copy), { recursive: true });
writeFileSync(copy, text);
console.error(`${relative(repoRoot, packageDir)}: wrote docs/behaviour.md`);
