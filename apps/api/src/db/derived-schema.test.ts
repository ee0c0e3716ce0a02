// Schema derived from a declaration (derived-schema.ts) on both engines: made once, left alone while its
// statements stay the same, and re-made from a changed declaration after dropping what was made before.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_VIEWERS_SCHEMA } from '../auth/session-viewers-schema.js';
import { migratedDatabase, type MigratedDatabase } from '../testing/migrated-database.js';
import { testTargets } from '../testing/test-databases.js';
import { keepDerivedSchema, type DerivedSchema } from './derived-schema.js';

/** A view whose one value is `n`, named by the declaration. */
const probe = (view: string, n: number): DerivedSchema => ({
  name: 'probe',
  create: () => [`create view ${view} as select ${n} as n`],
  drop: () => [`drop view if exists ${view}`],
});

describe.each(testTargets())('derived schema on $name', (target) => {
  let open: MigratedDatabase;
  beforeAll(async () => {
    open = await migratedDatabase(target);
  });
  afterAll(() => open.close());

  const read = async (view: string) => (await sql<{ n: number }>`select n from ${sql.table(view)}`.execute(open.db)).rows[0]?.n;

  it("session_viewers's triggers were made at start and stay while the rule is unchanged", async () => {
    expect(await keepDerivedSchema(open.db, [SESSION_VIEWERS_SCHEMA])).toEqual([]);
  });

  it('makes an object once, and re-makes it from a changed declaration after dropping the old one', async () => {
    expect(await keepDerivedSchema(open.db, [probe('probe_one', 1)])).toEqual(['probe']);
    expect(await keepDerivedSchema(open.db, [probe('probe_one', 1)])).toEqual([]);
    expect(Number(await read('probe_one'))).toBe(1);

    expect(await keepDerivedSchema(open.db, [probe('probe_two', 2)])).toEqual(['probe']);
    expect(Number(await read('probe_two'))).toBe(2);
    await expect(read('probe_one')).rejects.toThrow();
  });
});
