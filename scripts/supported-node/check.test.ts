// The supported runtimes, stated in three places that must agree: package.json's engines (what npm and
// check.mjs enforce), fetch.sh's tested releases (what .ci/run runs the suites on), and the refusal an older Node
// prints before the project's own commands run.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module without types: it must run on any Node, before anything is built
import { supportedLines, unsupportedNodeMessage } from './check.mjs';

const repoRoot = resolve(import.meta.dirname, '../..');
const engines = (JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
const testedReleases = Object.fromEntries(
  [...readFileSync(resolve(import.meta.dirname, 'fetch.sh'), 'utf8').matchAll(/\[(\d+)\]=(\d+\.\d+\.\d+)/g)].map((m) => [m[1], m[2]]),
) as Record<string, string>;

describe('the supported Node.js lines', () => {
  it('are 22 (from 22.12, which the test tools require) and 24, and nothing older', () => {
    expect(supportedLines(engines)).toEqual([
      { major: 22, minor: 12, patch: 0 },
      { major: 24, minor: 0, patch: 0 },
    ]);
  });

  it('are each tested on a release of that line that engines admits', () => {
    expect(Object.keys(testedReleases).sort()).toEqual(['22', '24']);
    for (const [line, version] of Object.entries(testedReleases)) {
      expect(version.startsWith(`${line}.`)).toBe(true);
      expect(unsupportedNodeMessage(version, engines)).toBeNull();
    }
  });
});

describe('on an older Node.js', () => {
  it('refuses Node 20 and 22 before 22.12, naming Node 24 to install and how to fetch it', () => {
    for (const version of ['20.20.2', '18.20.8', '22.11.0', 'v22.0.0']) {
      const message = unsupportedNodeMessage(version, engines);
      expect(message).toContain(`this is Node.js ${version}`);
      expect(message).toContain('Install Node.js 24 LTS (or 22.12.0 or later 22.x)');
      expect(message).toContain('source scripts/supported-node/fetch.sh');
    }
  });

  it('admits 22.12.0 and later 22.x, and any 24.x; refuses a line it was not tested on', () => {
    for (const version of ['22.12.0', '22.23.3', '24.0.0', '24.21.0']) expect(unsupportedNodeMessage(version, engines)).toBeNull();
    expect(unsupportedNodeMessage('26.1.0', engines)).toContain('needs Node.js 24');
    expect(unsupportedNodeMessage('23.11.0', engines)).toContain('needs Node.js 24');
  });

  it('stops `npm test`, `npm start` and `npm run demo` first: each runs the check before anything else', () => {
    const scripts = (JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['pretest', 'prestart', 'predemo']) expect(scripts[name]).toBe('node scripts/supported-node/check.mjs');
    expect(readFileSync(resolve(repoRoot, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it('lets this (supported) Node through, as a process, silently', () => {
    const run = spawnSync(process.execPath, [resolve(import.meta.dirname, 'check.mjs')], { encoding: 'utf8' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
