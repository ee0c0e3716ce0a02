import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Rollup } from 'vite';

/** Where the nested builds find the app's sources: its root and its aliases (the packages' sources). */
export interface SourceSetup {
  root: string;
  alias: AliasOptions;
}

/** One build of `entry` into memory (nothing written); its chunks. */
async function buildChunks(
  setup: SourceSetup,
  entry: string,
  options: { ssr: boolean; format: 'es' | 'iife' },
): Promise<Rollup.OutputChunk[]> {
  const result = await build({
    configFile: false,
    root: setup.root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: setup.alias },
    // Everything in the one file, React and Arco included: nothing is resolved again when it runs.
    ssr: { noExternal: true },
    build: {
      ssr: options.ssr ? entry : false,
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      minify: !options.ssr,
      target: options.ssr ? 'node22' : 'es2022',
      rolldownOptions: {
        input: entry,
        output: { format: options.format, codeSplitting: false },
        // A classic script keeps only what its entry calls: the packages' modules are taken to do nothing on import
        // (core's i18n module imports i18next, whose module-level set-up would otherwise come along).
        ...(options.ssr ? {} : { treeshake: { moduleSideEffects: false } }),
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : [])).filter((file) => file.type === 'chunk');
}

/**
 * Builds `entry` (a module of the app, its imports resolved as the app's build resolves them) for Node, runs it
 * in a Node process of its own and answers what its export `name` returns when called (as JSON): e.g. markup
 * rendered by react-dom/server from the app's own components. Its own process: nothing the app's modules set
 * up when imported (timers, globals) stays in the build's.
 *
 * @example
 * const { html } = await runInNode<{ html: string }>(setup, 'src/pages/login/prerender/renderLoginPage.tsx', 'renderPrerender');
 */
export async function runInNode<T>(setup: SourceSetup, entry: string, name: string): Promise<T> {
  const [chunk] = await buildChunks(setup, entry, { ssr: true, format: 'es' });
  if (!chunk) throw new Error(`prerender-login: building ${entry} for Node gave no chunk`);
  const dir = mkdtempSync(join(tmpdir(), 'prerender-login-'));
  try {
    writeFileSync(join(dir, 'entry.mjs'), chunk.code);
    const run = `import * as entry from './entry.mjs';
if (typeof entry[${JSON.stringify(name)}] !== 'function') throw new Error(${JSON.stringify(`${entry} exports no function ${name}`)});
process.stdout.write(JSON.stringify(await entry[${JSON.stringify(name)}]()));`;
    writeFileSync(join(dir, 'run.mjs'), run);
    const { stdout } = await promisify(execFile)(process.execPath, [join(dir, 'run.mjs')], { maxBuffer: 64 * 2 ** 20 });
    return JSON.parse(stdout) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds `entry` as one minified classic script (an immediately run function, no imports left): for a
 * `<script>` that must run before the page is parsed, as a module script cannot. Only what `entry` runs is
 * kept: the modules it imports are taken to do nothing when imported.
 *
 * @example
 * const code = await classicScript(setup, 'src/pages/login/prerender/gate-script.ts');
 */
export async function classicScript(setup: SourceSetup, entry: string): Promise<string> {
  const [chunk] = await buildChunks(setup, entry, { ssr: false, format: 'iife' });
  if (!chunk) throw new Error(`prerender-login: building ${entry} as a script gave no chunk`);
  return chunk.code;
}
