import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script whose first line is this comment has all its
 * functions compiled as it loads (off the main thread while it streams in) rather than each on its first call.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A chunk of the bundle as this plugin sees it: its name and its code. */
interface NamedChunk {
  type: 'chunk' | 'asset';
  name?: string;
  code?: string;
}

/** The chunk's code with the hint as its first line (once, wherever the hint was before). */
export function withEagerCompileHint(code: string): string {
  const rest = code.startsWith(`${EAGER_COMPILE_HINT}\n`) ? code.slice(EAGER_COMPILE_HINT.length + 1) : code;
  return `${EAGER_COMPILE_HINT}\n${rest.replace(`\n${EAGER_COMPILE_HINT}\n`, '\n')}`;
}

/**
 * A build plugin marking the named chunks for eager compilation: the hint goes on their first line after every
 * other plugin has written them (Vite puts its preload helper's `__vite__mapDeps` line above a banner). For chunks
 * that load before they are needed and whose functions then mostly run in a burst:
 * - the signed-in chunk is preloaded on the login page, and rendering the first signed-in screen calls most of it;
 * - the login page's entry script: the login page paints from index.html before it runs, and signing in calls the
 *   many functions of it the login form did not (router, guard, layout, React's commit and unmount paths).
 *   Compiled one by one inside the login answer's task they took 5-7 ms of it; compiled as the script streams in,
 *   the app takes the prerendered form over about 18 ms later (bench/RESULTS.md, issue 40).
 *
 * @example
 * defineConfig({ plugins: [eagerCompile(['index', 'signed-in'])] });
 */
export function eagerCompile(chunkNames: string[]): Plugin {
  return {
    name: 'reference:eager-compile',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle) as NamedChunk[]) {
          if (chunk.type === 'chunk' && chunk.name && chunkNames.includes(chunk.name) && chunk.code !== undefined)
            chunk.code = withEagerCompileHint(chunk.code);
        }
      },
    },
  };
}
