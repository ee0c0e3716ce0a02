/**
 * A code-splitting group, as `build.rolldownOptions.output.codeSplitting.groups` takes it (the fields used here).
 */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/** Options of {@link signedInChunks}: modules are matched by how their id ends (e.g. '/pages/messages.ts'). */
export interface SignedInChunkOptions {
  /** What the first signed-in screen imports: the layout shell, the opening page, the page strings. */
  roots: string[];
  /**
   * Modules the login page loads on demand right after its first render (the notifier bridge, the
   * Microsoft sign-in button): they get a small chunk of their own, so they never wait for the signed-in one.
   */
  loginPageLazy?: string[];
}

const endsWithAny = (paths: string[]) => (id: string) => paths.some((path) => id.endsWith(path));

/**
 * Code-splitting groups for the console's first screens. `signed-in`: one chunk (and one stylesheet) for
 * everything the first signed-in screen needs beyond the login page's first load; left to the bundler, it
 * ends up in some sixty small shared chunks, which the browser fetches six at a time, so preloading it on the
 * login page took a waterfall of requests. Every signed-in page needs the shell anyway, so other pages lose
 * nothing by sharing it. `login-lazy`: what the login page loads right after its first render, kept apart
 * so that it stays small. Each group names its roots; the bundler adds what they import (its
 * `includeDependenciesRecursively` default), except what a group of higher priority (the login page's
 * first load, then `login-lazy`) already took.
 *
 * @example
 * const groups = signedInChunks({ roots: ['/ConsoleRouter/ConsoleShell.tsx', '/pages/dashboard/workplace/index.tsx'] });
 * defineConfig({ build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], priority: 10 }, ...groups] } } } } });
 */
export function signedInChunks({ roots, loginPageLazy = [] }: SignedInChunkOptions): ChunkGroup[] {
  return [
    ...(loginPageLazy.length ? [{ name: 'login-lazy', test: endsWithAny(loginPageLazy), priority: 7 }] : []),
    { name: 'signed-in', test: endsWithAny(roots), priority: 5 },
  ];
}
