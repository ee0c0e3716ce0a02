// The typed client is the server's API as it stands: generating it again from the server's source (built in
// memory) gives the files in the repository, word for word. And what the build wrote is what is committed: a
// build that rewrote them (the committed copy was stale) leaves them differing from git's index.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_DIR, generatedFiles } from '../scripts/generation';

const FIX = 'run `npm run generate -w @backoffice/api-client` and commit the files it writes';

describe('the generated client', async () => {
  const files = await generatedFiles();

  it.each(Object.keys(files))('%s is what the server generates now', (file) => {
    const onDisk = readFileSync(path.join(PACKAGE_DIR, file), 'utf8');
    expect(onDisk === files[file], `${file} differs from the server's API: ${FIX}`).toBe(true);
  });

  it.each(Object.keys(files))('%s is the committed one (git add it after generating)', (file) => {
    const diff = spawnSync('git', ['diff', '--quiet', '--', file], { cwd: PACKAGE_DIR });
    // 0: as in the index; 1: changed since (e.g. rewritten by the build); 128 or absent: no git here (a tarball).
    expect(diff.status === 1 ? `${file} changed since it was staged: ${FIX}` : 'same').toBe('same');
  });
});
