import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('migrations', () => {
  it('a database that already ran later migrations still takes one added from a parallel branch', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'console-migrate-'));
    folders.push(folder);
    const { db } = connectDatabase({ kind: 'sqlite', file: join(folder, 'db.sqlite') });
    try {
      const names = Object.keys(migrations).sort();
      const late = names.find((name) => name.startsWith('021_'));
      expect(late).toBeDefined();
      const without = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== late));
      const first = await migrateToLatest(db, without);
      expect(first).not.toContain(late);
      expect(first.length).toBe(names.length - 1);
      await expect(migrateToLatest(db)).resolves.toEqual([late]);
      await expect(migrateToLatest(db)).resolves.toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
