#!/usr/bin/env node
// Checks the three published packages as a consumer would get them: publint and
// @arethetypeswrong/cli on the packed tarball. Run after `npm run build`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let failed = 0;
for (const pkg of ['packages/console-core', 'packages/console-ui', 'packages/api-client']) {
  // CSS entry points carry no types: attw checks the JavaScript ones.
  for (const command of ['npx publint --strict', 'npx attw --pack . --profile esm-only --exclude-entrypoints style.css']) {
    console.log(`\n--- ${pkg}: ${command}`);
    const run = spawnSync(command, { cwd: pkg, shell: true, stdio: 'inherit' });
    if (run.status !== 0) failed += 1;
  }
}
// The README's quick start is the example CI builds from the tarballs (scripts/build-example.mjs): word for word.
const example = readFileSync('examples/minimal-console/src/main.tsx', 'utf8');
const readme = readFileSync('packages/console-ui/README.md', 'utf8');
if (!readme.includes('```tsx\n' + example + '```')) {
  console.error(
    '\n--- packages/console-ui/README.md: the quick start differs from examples/minimal-console/src/main.tsx; copy the file into it',
  );
  failed += 1;
} else {
  console.log('\n--- packages/console-ui/README.md: the quick start is examples/minimal-console/src/main.tsx');
}
process.exit(failed === 0 ? 0 : 1);
