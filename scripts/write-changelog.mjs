#!/usr/bin/env node
// Writes the CHANGELOG.md a package's tarball ships (its `files` list it), from the repository's changesets:
// the release `changeset version` would make now (its version and its changes, in changesets' own changelog
// format), above what earlier releases wrote into a committed CHANGELOG.md. Run by each package's `prepack`
// (npm pack, npm publish); `postpack` runs it with --restore, which puts the committed file back (or removes
// the written one), so packing leaves the working tree as it was.
//   node ../../scripts/write-changelog.mjs [--restore]      (in packages/console-core or packages/console-ui)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import changelog from '@changesets/cli/changelog';

const packageDir = process.cwd();
const repoRoot = resolve(packageDir, '../..');
const file = join(packageDir, 'CHANGELOG.md');
const run = (command, args, cwd = repoRoot) => spawnSync(command, args, { cwd, encoding: 'utf8', shell: false });
const committed = run('git', ['ls-files', '--error-unmatch', 'CHANGELOG.md'], packageDir).status === 0;

if (process.argv.includes('--restore')) {
  if (committed) run('git', ['checkout', '--', 'CHANGELOG.md'], packageDir);
  else rmSync(file, { force: true });
  process.exit(0);
}

const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const scratch = mkdtempSync(join(tmpdir(), 'changelog-'));
const planFile = join(scratch, 'plan.json');
const status = run(process.execPath, [resolve(repoRoot, 'node_modules/@changesets/cli/bin.js'), 'status', '--output', planFile]);
if (status.status !== 0) {
  console.error(status.stderr || status.stdout);
  process.exit(1);
}
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
rmSync(scratch, { recursive: true, force: true });

const release = plan.releases.find((r) => r.name === name && r.type !== 'none');
const earlier = committed && existsSync(file) ? readFileSync(file, 'utf8').replace(/^# .*\n+/, '') : '';
let pending = '';
if (release) {
  const byId = new Map(plan.changesets.map((c) => [c.id, c]));
  const sections = [];
  for (const [type, title] of [
    ['major', 'Major Changes'],
    ['minor', 'Minor Changes'],
    ['patch', 'Patch Changes'],
  ]) {
    const ids = release.changesets.filter((id) => byId.get(id)?.releases.some((r) => r.name === name && r.type === type));
    if (ids.length === 0) continue;
    const lines = await Promise.all(ids.map((id) => changelog.getReleaseLine(byId.get(id), type, null)));
    sections.push(`### ${title}\n\n${lines.map((line) => line.trim()).join('\n')}`);
  }
  pending = `## ${release.newVersion}\n\n${sections.join('\n\n')}\n\n`;
}
writeFileSync(file, `# ${name}\n\n${pending}${earlier}`.trimEnd() + '\n');
console.error(`${name}: wrote CHANGELOG.md${release ? ` (${release.newVersion}, ${release.changesets.length} changesets)` : ''}`);
