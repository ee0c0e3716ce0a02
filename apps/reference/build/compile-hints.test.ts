import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompile, withEagerCompileHint } from './compile-hints';

type Bundle = Record<string, { type: 'chunk' | 'asset'; name?: string; code?: string; source?: string }>;

/** Runs the plugin's generateBundle hook over a bundle, as the build does once every chunk is written. */
function generate(chunkNames: string[], bundle: Bundle): Bundle {
  const hook = eagerCompile(chunkNames).generateBundle as { handler: (options: unknown, bundle: Bundle) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('eagerCompile', () => {
  it("puts the hint on the first line of the named chunks, above Vite's preload helper, and nowhere else", () => {
    const bundle = generate(['index', 'signed-in'], {
      'assets/index.js': { type: 'chunk', name: 'index', code: 'const __vite__mapDeps=(i)=>i;\nimport"./a.js";' },
      'assets/signed-in.js': { type: 'chunk', name: 'signed-in', code: 'export const a=1;' },
      'assets/page.js': { type: 'chunk', name: 'page', code: 'export const b=2;' },
      'assets/index.css': { type: 'asset', name: 'index', source: 'a{}' },
    });
    expect(bundle['assets/index.js']?.code?.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    expect(bundle['assets/index.js']?.code).toContain('const __vite__mapDeps=(i)=>i;\nimport"./a.js";');
    expect(bundle['assets/signed-in.js']?.code).toBe(`${EAGER_COMPILE_HINT}\nexport const a=1;`);
    expect(bundle['assets/page.js']?.code).toBe('export const b=2;');
    expect(bundle['assets/index.css']).toEqual({ type: 'asset', name: 'index', source: 'a{}' });
  });

  it('moves a hint that ended up below the first line, and never writes it twice', () => {
    const below = `const __vite__mapDeps=(i)=>i;\n${EAGER_COMPILE_HINT}\nexport{};`;
    expect(withEagerCompileHint(below)).toBe(`${EAGER_COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport{};`);
    expect(withEagerCompileHint(withEagerCompileHint('export{};'))).toBe(`${EAGER_COMPILE_HINT}\nexport{};`);
  });
});
