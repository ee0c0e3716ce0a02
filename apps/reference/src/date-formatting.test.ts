// Dates reach the screen one way only: console-ui's <DateTime> / useDateTime (console-core's formatDateTime,
// in the viewer's language and zone). A date formatted by hand in a page (toLocaleString, a sliced ISO string, its
// own Intl.DateTimeFormat, a wall-clock time glued to its zone's name) fails here with the file and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;
/** Ways of formatting a date by hand. */
const HAND_MADE = [
  /\bnew Date\([^)]*\)\.toLocale\w*String\(/,
  /\.toLocale(Date|Time)String\(/,
  /\.toISOString\(\)\.(slice|substring|substr|split|replace)\(/,
  /new Intl\.DateTimeFormat\(/,
  /\$\{utcToZonedWall\(/,
];
/**
 * The session form converts between UTC instants and the wall-clock value its time inputs edit, and the audit log
 * between the UTC days its date picker edits and the instants of its URL; they show nothing.
 */
const ALLOWED = new Set(['pages/projectMgt/sessions/timeZone.ts', 'pages/setting/auditLog/utcDates.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('dates', () => {
  it('are never formatted by hand in the console’s own code', () => {
    const found = sources(ROOT)
      .filter((file) => !ALLOWED.has(path.relative(ROOT, file)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            HAND_MADE.some((rule) => rule.test(line)) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });

  it('the check catches a date formatted by hand', () => {
    const lines = [
      'render: (at) => new Date(at).toLocaleString()',
      '`${d.toISOString().slice(0, 10)}`',
      '`${utcToZonedWall(x, z)} (${z})`',
    ];
    for (const line of lines)
      expect(
        HAND_MADE.some((rule) => rule.test(line)),
        line,
      ).toBe(true);
  });
});
