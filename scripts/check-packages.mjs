#!/usr/bin/env node
// Checks the two published packages as a consumer would get them: publint and
// @arethetypeswrong/cli on the packed tarball. Run after `npm run build`.
import { spawnSync } from 'node:child_process';

let failed = 0;
for (const pkg of ['packages/console-core', 'packages/console-ui']) {
  // CSS entry points carry no types: attw checks the JavaScript ones.
  for (const command of ['npx publint --strict', 'npx attw --pack . --profile esm-only --exclude-entrypoints style.css']) {
    console.log(`\n--- ${pkg}: ${command}`);
    const run = spawnSync(command, { cwd: pkg, shell: true, stdio: 'inherit' });
    if (run.status !== 0) failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
