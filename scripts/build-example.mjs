#!/usr/bin/env node
// Builds examples/minimal-console the way another team would: from the three packages' `npm pack` tarballs
// (never the workspace links), in a directory outside this repository, with a plain `npm install`, then
// type-checks it and builds it with Vite into examples/minimal-console/dist (served by the e2e test of the
// example, e2e/example.config.ts). Run after `npm run build`. Prints the tarballs' file lists and sizes. Then the
// "build a related console" guide, as shipped in console-ui's tarball, on the same installation
// (related-console-guide.mjs), into test-results/related-console (served by the same e2e run).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildGuideApp } from './related-console-guide.mjs';

const root = resolve(import.meta.dirname, '..');
const example = join(root, 'examples/minimal-console');
const work = mkdtempSync(join(tmpdir(), 'minimal-console-'));

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
  }
  return result.stdout;
}

try {
  const tarballs = {};
  for (const pkg of ['console-core', 'console-ui', 'api-client']) {
    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], join(root, 'packages', pkg)));
    tarballs[packed.name] = join(work, packed.filename);
    console.log(
      `${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} KiB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KiB unpacked`,
    );
    for (const file of packed.files) console.log(`  ${file.path} (${file.size} B)`);
  }

  const app = join(work, 'app');
  cpSync(example, app, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
  // The example names the packages by version (a team installs them from its registry); here they come from the tarballs.
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  for (const [name, tarball] of Object.entries(tarballs)) manifest.dependencies[name] = `file:${tarball}`;
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  run('npx', ['tsc', '-p', 'tsconfig.json'], app);
  run('npx', ['vite', 'build', '--outDir', join(example, 'dist'), '--emptyOutDir', '--logLevel', 'warn'], app);
  console.log(`examples/minimal-console: type-checked and built from the tarballs into examples/minimal-console/dist`);
  buildGuideApp(app, join(root, 'test-results/related-console'));
} finally {
  rmSync(work, { recursive: true, force: true });
}
