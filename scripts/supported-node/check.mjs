#!/usr/bin/env node
// Stops the project's own commands (`npm test`, `npm start`, `npm run demo`) at once on a Node.js that
// package.json's engines does not name, saying which to install, instead of failing later in a native addon or a
// dependency. `npm ci` stops there already (.npmrc: engine-strict); this covers a node_modules installed earlier.
// Written for the oldest Node.js anyone may run it on: plain ES modules, no dependency.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The lines an engines range of `^major.minor.patch` alternatives (`^22.12.0 || ^24.0.0`) admits, oldest first.
 *
 * @example
 * supportedLines('^22.12.0 || ^24.0.0'); // [{ major: 22, minor: 12, patch: 0 }, { major: 24, minor: 0, patch: 0 }]
 */
export function supportedLines(range) {
  return range.split('||').map((alternative) => {
    const match = /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(alternative);
    if (!match) throw new Error(`engines.node: "${alternative.trim()}" is not a ^major.minor.patch range`);
    const [major, minor, patch] = match.slice(1).map(Number);
    return { major, minor, patch };
  });
}

/**
 * Why `version` (as in process.versions.node) cannot run the project, naming the Node.js to install; null when
 * one of the range's lines admits it.
 *
 * @example
 * unsupportedNodeMessage('20.20.2', '^22.12.0 || ^24.0.0'); // 'Backoffice Console needs Node.js 24 ...'
 */
export function unsupportedNodeMessage(version, range) {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  const lines = supportedLines(range);
  const admitted = lines.some((line) => major === line.major && (minor > line.minor || (minor === line.minor && patch >= line.patch)));
  if (admitted) return null;
  const newest = lines[lines.length - 1];
  const others = lines
    .slice(0, -1)
    .map((line) => `${line.major}.${line.minor}.${line.patch} or later ${line.major}.x`)
    .join(', ');
  return (
    `Backoffice Console needs Node.js ${newest.major} (the supported lines: ${range}); this is Node.js ${version}.\n` +
    `Install Node.js ${newest.major} LTS${others ? ` (or ${others})` : ''} and run the command again, or, on Linux, ` +
    `\`source scripts/supported-node/fetch.sh\` puts Node.js ${newest.major} from the npm registry on this shell's PATH.`
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const message = unsupportedNodeMessage(process.versions.node, manifest.engines.node);
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
