// "The next free migration number" (CONTRIBUTING.md, "Add a migration"): one past the highest number of any
// migration file in any `migrations/` folder under src (the core's in db/migrations, each module's in
// modules/<name>/migrations, the recipe examples'), so nobody greps every module for it.
// `npm run next-migration -w @backoffice/api` prints it.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A migration file's name: three digits, an underscore, a name (tests aside). */
const MIGRATION_FILE = /^(\d{3})_\w+\.ts$/;

/** The numbers of every migration file in a `migrations/` folder under `root`. */
export function migrationNumbers(root: string): number[] {
  const numbers: number[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.parentPath.replace(/\\/g, '/').endsWith('/migrations') || entry.name.endsWith('.test.ts')) continue;
    const digits = MIGRATION_FILE.exec(entry.name)?.[1];
    if (digits !== undefined) numbers.push(Number(digits));
  }
  return numbers;
}

/**
 * The number a new migration takes: one past the highest under `root` (default: the server's src), three digits.
 *
 * @example
 * nextMigrationNumber(); // '140' when 139_notices.ts is the newest
 */
export function nextMigrationNumber(root = fileURLToPath(new URL('../..', import.meta.url))): string {
  return String(Math.max(0, ...migrationNumbers(root)) + 1).padStart(3, '0');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(`${nextMigrationNumber()}\n`);
}
