// The "build a related console" guide (packages/console-ui/docs/related-console.md) followed as written, as a team
// reads it from the installed console-ui package: its files are the code blocks whose first line is
// `// <file name>`; they go into src/ of a new app beside the quick start that build-example.mjs installed from the
// tarballs (the guide's installation is the quick start's: same packages, same index.html and tsconfig), which is
// type-checked and built with Vite. The e2e test of the example (e2e/example/related-console.spec.ts) serves it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The guide's files: `[name, text]` for each code block whose first line is `// <name>.ts(x)`. */
export function guideFiles(markdown) {
  const files = [...markdown.matchAll(/```tsx?\n(\/\/ ([\w.-]+\.tsx?)\n[\s\S]*?)```/g)].map((block) => [block[2], block[1]]);
  if (!files.some(([name]) => name === 'main.tsx')) throw new Error('the related-console guide holds no `// main.tsx` block');
  return files;
}

/**
 * Writes the guide's app into `<app>/related-console` (resolving the packages from `<app>/node_modules`), then
 * type-checks it and builds it into `outDir`.
 */
export function buildGuideApp(app, outDir) {
  const started = Date.now();
  const guide = readFileSync(join(app, 'node_modules/@backoffice/console-ui/docs/related-console.md'), 'utf8');
  const dir = join(app, 'related-console');
  mkdirSync(join(dir, 'src'), { recursive: true });
  const files = guideFiles(guide);
  for (const [name, text] of files) writeFileSync(join(dir, 'src', name), text);
  copyFileSync(join(app, 'index.html'), join(dir, 'index.html'));
  copyFileSync(join(app, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  const run = (args) => {
    const result = spawnSync('npx', args, { cwd: app, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed for the related-console guide (exit ${result.status})`);
  };
  run(['tsc', '-p', 'related-console/tsconfig.json']);
  run(['vite', 'build', 'related-console', '--config', 'vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
  console.log(
    `the related-console guide: ${files.map(([name]) => name).join(', ')} type-checked and built into ${outDir} in ${Math.round((Date.now() - started) / 1000)}s`,
  );
}
