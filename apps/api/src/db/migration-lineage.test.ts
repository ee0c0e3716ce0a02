import { sql, type Kysely, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testTargets } from '../testing/test-databases.js';
import { migratedDatabase } from '../testing/migrated-database.js';
import { schemaSnapshot } from '../testing/schema-snapshot.js';
import { migrateToLatest } from './migrate.js';
import type { FoldedHistory } from './migration-lineage.js';

/** A migration from one up step. */
const step = (up: (db: Kysely<unknown>) => Promise<unknown>): Migration => ({ up: async (db) => void (await up(db)) });

const createNotes = (db: Kysely<unknown>) =>
  db.schema
    .createTable('notes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
const indexNotes = (db: Kysely<unknown>) => db.schema.createIndex('notes_body_idx').on('notes').column('body').execute();

/** Two folded steps (a table, then its index), as a database ran them before they were deleted. */
const FOLDED = { '001_notes': step(createNotes), '002_notes_index': step(indexNotes) };
/** Their history: the baseline that makes both at once, and their names. */
const HISTORY: FoldedHistory = {
  folded: Object.keys(FOLDED),
  baseline: { '002_notes_baseline': step(async (db) => (await createNotes(db), await indexNotes(db))) },
};
const LATER = { '003_notes_author': step((db) => db.schema.alterTable('notes').addColumn('author', 'text').execute()) };
/** What a new database runs. */
const NEW_LINE = { ...HISTORY.baseline, ...LATER };

describe.each(testTargets())('folded migrations ($name)', (target) => {
  it('a new database runs the baseline and the later migrations, and ends as one built from the history', async () => {
    const fresh = await migratedDatabase(target, {});
    const old = await migratedDatabase(target, {});
    try {
      await expect(migrateToLatest(fresh.db, NEW_LINE, [HISTORY])).resolves.toEqual(['002_notes_baseline', '003_notes_author']);
      await migrateToLatest(old.db, { ...FOLDED, ...LATER });
      expect(await schemaSnapshot(fresh.db)).toEqual(await schemaSnapshot(old.db));
      expect(await schemaSnapshot(fresh.db)).toEqual(expect.arrayContaining([expect.stringContaining('notes_body_idx')]));
      await expect(migrateToLatest(fresh.db, NEW_LINE, [HISTORY])).resolves.toEqual([]);
    } finally {
      await fresh.close();
      await old.close();
    }
  });

  it('a database that ran the whole history keeps its rows and runs only the later migrations', async () => {
    const old = await migratedDatabase(target, FOLDED);
    try {
      const before = await schemaSnapshot(old.db);
      await sql`insert into notes (id, body) values (1, 'kept'), (2, 'also kept')`.execute(old.db);
      await expect(migrateToLatest(old.db, NEW_LINE, [HISTORY])).resolves.toEqual(['003_notes_author']);
      const rows = await sql<{ id: number; body: string }>`select id, body from notes order by id`.execute(old.db);
      expect(rows.rows).toEqual([
        { id: 1, body: 'kept' },
        { id: 2, body: 'also kept' },
      ]);
      expect((await schemaSnapshot(old.db)).filter((line) => !line.includes('author'))).toEqual(before);
    } finally {
      await old.close();
    }
  });

  it('refuses a database between the folded migrations before writing anything, naming what it misses', async () => {
    const between = await migratedDatabase(target, { '001_notes': FOLDED['001_notes'] });
    try {
      await sql`insert into notes (id, body) values (1, 'kept')`.execute(between.db);
      const before = await schemaSnapshot(between.db);
      await expect(migrateToLatest(between.db, NEW_LINE, [HISTORY])).rejects.toThrow(
        'This database ran 1 of the 2 migrations folded into 002_notes_baseline (it misses 002_notes_index)',
      );
      expect(await schemaSnapshot(between.db)).toEqual(before);
      const recorded = await sql<{ name: string }>`select name from kysely_migration`.execute(between.db);
      expect(recorded.rows).toEqual([{ name: '001_notes' }]);
      expect((await sql<{ body: string }>`select body from notes`.execute(between.db)).rows).toEqual([{ body: 'kept' }]);
    } finally {
      await between.close();
    }
  });

  it('two databases built from the full migration set have the same schema snapshot, FTS and triggers included', async () => {
    const first = await migratedDatabase(target);
    const second = await migratedDatabase(target);
    try {
      const snapshot = await schemaSnapshot(first.db);
      expect(snapshot).toEqual(await schemaSnapshot(second.db));
      const search = target.name === 'sqlite' ? 'projects_search_ai' : 'projects_gram_bounds_insert';
      expect(snapshot).toEqual(
        expect.arrayContaining([expect.stringContaining(search), expect.stringContaining('projects_walk_name_idx')]),
      );
    } finally {
      await first.close();
      await second.close();
    }
  });
});
