// `npm run next-migration` (CONTRIBUTING.md, "Add a migration"): the number it prints is free in every
// migrations folder, the core's and each module's, and one past the highest.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allMigrations, histories } from '../../modules/collect.js';
import { nextMigrationNumber } from './next-number.js';

describe('the next free migration number', () => {
  it('is one past the highest migration file in any migrations folder, ignoring tests and files elsewhere', () => {
    const root = mkdtempSync(join(tmpdir(), 'next-migration-'));
    try {
      const put = (path: string) => {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), '');
      };
      put('db/migrations/001_identity.ts');
      put('modules/reports/migrations/120_report_notes.ts');
      put('modules/reports/migrations/125_report_notes.test.ts');
      put('modules/reports/990_not_a_migration.ts');
      put('modules/notices/migrations/099_notices.ts');
      expect(nextMigrationNumber(root)).toBe('121');
      expect(nextMigrationNumber(mkdtempSync(join(tmpdir(), 'no-migrations-')))).toBe('001');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('on this server, is above every migration the core and the modules declare or folded, and is what the command prints', () => {
    const next = nextMigrationNumber();
    const names = [...Object.keys(allMigrations()), ...histories().flatMap((history) => history.folded)];
    const declared = names.map((name) => Number(name.slice(0, 3)));
    expect(Number(next)).toBeGreaterThan(Math.max(...declared));
    const apiDir = fileURLToPath(new URL('../../..', import.meta.url));
    const printed = execFileSync('npm', ['run', '-s', 'next-migration'], { cwd: apiDir, encoding: 'utf8' });
    expect(printed.trim()).toBe(next);
  }, 60_000); // runs npm and tsx
});
