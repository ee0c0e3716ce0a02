// What a console's author sees in the editor: the quick start and the "build a related console" guide's files
// compile as written; fixtures that use the typed client compile where they should, and each statement marked
// `// error: <text>` fails with that text (a misspelled filter names the property), the quick start's own included.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
// The quick start: its entry, and its pages (loaded after sign-in), where the role list calls the typed client.
const QUICK_START_MAIN = path.resolve(import.meta.dirname, '../../../examples/minimal-console/src/main.tsx');
const QUICK_START = path.resolve(import.meta.dirname, '../../../examples/minimal-console/src/pages.tsx');
const GUIDE = path.resolve(import.meta.dirname, '../../console-ui/docs/related-console.md');

/** The quick start as a team would get it wrong: its role list's filter misspelled. */
function misspelledQuickStart(): string {
  const text = readFileSync(QUICK_START, 'utf8');
  const filter = "initialQuery: { keyword: '' }";
  if (!text.includes(filter)) throw new Error(`the quick start no longer holds ${filter}: update this test`);
  return text
    .replace(filter, "initialQuery: { keywrd: '' }")
    .replace(/^.*initialQuery: \{ keywrd: '' \}.*$/m, "  // error: 'keywrd' does not exist\n$&");
}

/** The files of the "build a related console" guide: each code block whose first line is `// <file name>`. */
function guideFiles(): [string, string][] {
  const blocks = [...readFileSync(GUIDE, 'utf8').matchAll(/```tsx?\n\/\/ ([\w.-]+\.tsx?)\n([\s\S]*?)```/g)];
  if (blocks.length < 2) throw new Error(`${GUIDE} holds no file blocks (\`\`\`tsx, then // <name>.tsx): update this test`);
  return blocks.map((block) => [path.join(path.dirname(GUIDE), 'related-console', block[1]!), block[2]!]);
}

/** Files that exist in memory only: the misspelled quick start, the guide's files. */
const VIRTUAL = new Map<string, string>([
  [QUICK_START.replace(/pages\.tsx$/, 'pages.misspelled.tsx'), misspelledQuickStart()],
  ...guideFiles(),
]);
const FILES = [
  ...['misspelled.ts', 'kit-accepts.tsx'].map((name) => path.join(FIXTURES, name)),
  QUICK_START_MAIN,
  QUICK_START,
  ...VIRTUAL.keys(),
];
const textOf = (file: string): string => VIRTUAL.get(file) ?? readFileSync(file, 'utf8');

/**
 * The errors expected in `file`: each `// error: <text>` comment names the text of an error of the statement after it
 * (its lines up to the first one ending in `;`).
 */
function expectedErrors(file: string): { from: number; to: number; text: string }[] {
  const lines = textOf(file).split('\n');
  return lines.flatMap((line, index) => {
    const text = /^\s*\/\/ error: (.+)$/.exec(line)?.[1];
    if (!text) return [];
    const end = lines.findIndex((l, i) => i > index && l.trimEnd().endsWith(';'));
    return [{ from: index + 2, to: (end < 0 ? lines.length - 1 : end) + 1, text }];
  });
}

describe('the typed client at compile time', () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.resolve(import.meta.dirname, '../tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  // The example names the package as a team installs it; here it is this package's source.
  const options = {
    ...config.options,
    noEmit: true,
    paths: { '@backoffice/api-client': [path.resolve(import.meta.dirname, '../src/index.ts')] },
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => VIRTUAL.get(path.resolve(file)) ?? readFile(file);
  host.fileExists = (
    (exists) => (file: string) =>
      VIRTUAL.has(path.resolve(file)) || exists(file)
  )(host.fileExists.bind(host));
  const virtualDirs = new Set([...VIRTUAL.keys()].map((file) => path.dirname(file)));
  host.directoryExists = (
    (exists) => (dir: string) =>
      virtualDirs.has(path.resolve(dir)) || exists(dir)
  )(host.directoryExists!.bind(host));
  const program = ts.createProgram(FILES, options, host);
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file?.fileName ?? '',
    line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
    text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));

  it('type-checks the kit and the client themselves without an error', () => {
    expect(errors.filter((e) => !FILES.includes(path.resolve(e.file)))).toEqual([]);
  });

  it.each(FILES.map((file) => [path.basename(file), file]))(
    '%s fails exactly on its marked lines (none: it compiles), naming the mistake',
    (_, file) => {
      const found = errors.filter((e) => path.resolve(e.file) === file);
      const expected = expectedErrors(file);
      if (FILES.indexOf(file) < 2) expect(expected.length).toBeGreaterThan(0);
      for (const { from, to, text } of expected) {
        const at = found.filter((e) => e.line >= from && e.line <= to);
        expect(at.map((e) => e.text).join('\n'), `lines ${from}-${to} of ${path.basename(file)}`).toContain(text);
      }
      const unexpected = found.filter((e) => !expected.some((x) => e.line >= x.from && e.line <= x.to));
      expect(unexpected).toEqual([]);
    },
  );
});
