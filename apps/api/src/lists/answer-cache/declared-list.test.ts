// A module adds a cached list by declaring it, without an edit to lists/: its manifest names the list and the
// tables feeding it (`cachedLists`), its migration gives it a version (`createListVersion`), and its route asks
// `listResultCacheOf(db, name)` with the versions read alongside the caller's session.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAuth } from '../../auth/guard.js';
import { createListVersion, withId } from '../../db/migrations/portable.js';
import { routeDefinerFor } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { Type } from '../../http/schema-types.js';
import { defineApiModule, operationCodes } from '../../modules/api-module.js';
import { cachedListSources } from '../../modules/collect.js';
import { API_MODULES } from '../../modules/index.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { listResultCacheOf, listVersionsOf } from '../index.js';

const defineRoute = routeDefinerFor(operationCodes('watchedNote', []));
let computed = 0;

/** A module with one cached list of its own, `watchedNotes`, fed by its table `watched_notes`. */
const watchedNotesModule = defineApiModule({
  name: 'watchedNotes',
  tables: ['watched_notes'],
  cachedLists: { watchedNotes: ['watched_notes'] },
  migrations: {
    '900_watched_notes': {
      async up(db: Kysely<unknown>) {
        await withId(db, db.schema.createTable('watched_notes'))
          .addColumn('title', 'text', (c) => c.notNull())
          .execute();
        await createListVersion(db, 'watchedNotes', ['watched_notes']);
      },
    },
  },
  routes: (app, { db }) =>
    defineRoute(app, {
      method: 'POST',
      url: '/api/admin/watchedNote/count',
      access: { auth: 'self' },
      summary: 'How many watched notes there are, kept while none is written',
      tags: ['watchedNote'],
      body: Type.Object({}),
      result: Type.Object({ count: Type.Integer(), computed: Type.Integer() }),
      handler: async (request) =>
        ok(
          await listResultCacheOf(db, 'watchedNotes').answer(
            'all',
            async () => {
              const rows = await sql<{ n: number }>`select count(*) as n from watched_notes`.execute(db);
              return { count: Number(rows.rows[0]?.n), computed: ++computed };
            },
            listVersionsOf(requireAuth(request)),
          ),
        ),
    }),
});

describe.each(testTargets())("a module's own cached list on $name", (target) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(target, { modules: [...API_MODULES, watchedNotesModule] });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const count = async () => (await t.post<{ count: number; computed: number }>('/api/admin/watchedNote/count', {}, admin)).body.result;

  it('is gathered from its manifest beside the listed modules', () => {
    expect(cachedListSources([...API_MODULES, watchedNotesModule]).watchedNotes).toEqual(['watched_notes']);
  });

  it('answers from the kept answer until its table is written, and a write elsewhere keeps it', async () => {
    const first = await count();
    expect(first.count).toBe(0);
    expect(await count()).toEqual(first);
    await t.post('/api/admin/project/add', { name: 'Elsewhere', code: 'ELSE-1', startDate: '2026-03-01', endDate: '2026-03-31' }, admin);
    expect(await count()).toEqual(first);
    await sql`insert into watched_notes (title) values ('Seen')`.execute(t.app.db);
    expect(await count()).toEqual({ count: 1, computed: first.computed + 1 });
    await sql`update watched_notes set title = 'Renamed'`.execute(t.app.db);
    await sql`delete from watched_notes`.execute(t.app.db);
    expect(await count()).toEqual({ count: 0, computed: first.computed + 2 });
  });
});
