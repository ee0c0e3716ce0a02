// What a console's author sees in the editor: fixtures that use the typed client compile where they should, and
// each line marked `// error: <text>` fails with that text (a misspelled filter names the property).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
const FILES = ['misspelled.ts', 'kit-accepts.tsx'].map((name) => path.join(FIXTURES, name));

/** The errors expected in `file`: the line after each `// error: <text>` comment, with its text. */
function expectedErrors(file: string): { line: number; text: string }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const text = /^\s*\/\/ error: (.+)$/.exec(line)?.[1];
      return text ? [{ line: index + 2, text }] : [];
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
  const program = ts.createProgram(FILES, { ...config.options, noEmit: true });
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file?.fileName ?? '',
    line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
    text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));

  it('type-checks the kit and the client themselves without an error', () => {
    expect(errors.filter((e) => !FILES.includes(path.resolve(e.file)))).toEqual([]);
  });

  it.each(FILES.map((file) => [path.basename(file), file]))('%s fails exactly on its marked lines, naming the mistake', (_, file) => {
    const found = errors.filter((e) => path.resolve(e.file) === file);
    const expected = expectedErrors(file);
    expect(expected.length).toBeGreaterThan(0);
    for (const { line, text } of expected) {
      const at = found.filter((e) => e.line === line);
      expect(at.map((e) => e.text).join('\n'), `line ${line} of ${path.basename(file)}`).toContain(text);
    }
    const unexpected = found.filter((e) => !expected.some((x) => x.line === e.line));
    expect(unexpected).toEqual([]);
  });
});
