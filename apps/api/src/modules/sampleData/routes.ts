import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { sampleDataRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { findExistingData } from '../../sample-data/existing-data.js';
import { loadSampleData } from '../../sample-data/load.js';
import { emptyBody, loadResult, statusResult, type SampleDataLoadResult, type SampleDataStatus } from './schemas.js';

/** Dependencies of {@link sampleDataRoutes}. */
interface SampleDataRouteDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** The sample data set: POST /api/admin/sampleData/{status,load}, both for holders of `sampleData:load` (admins). */
export function sampleDataRoutes(app: FastifyInstance, deps: SampleDataRouteDeps): void {
  const { db, now } = deps;
  sampleDataRoute(app, 'status', {
    access: { operation: 'sampleData:load' },
    summary: 'Whether the database is empty, so that the sample data set can be loaded',
    body: emptyBody,
    result: statusResult,
    handler: async () => {
      const holds = await findExistingData(db);
      const loaded = await db.selectFrom('sample_data_loads').select(['kind', 'loaded_at']).where('id', '=', 1).executeTakeFirst();
      return ok<SampleDataStatus>({
        empty: holds === undefined,
        holds: holds ?? null,
        loaded: loaded ? { kind: loaded.kind, loadedAt: loaded.loaded_at } : null,
      });
    },
  });
  sampleDataRoute(app, 'load', {
    access: { operation: 'sampleData:load' },
    summary: 'Load the sample data set (staff, projects, sessions, minutes, ...) into an empty database; 409 once it holds records',
    body: emptyBody,
    result: loadResult,
    handler: async (request) => {
      const auth = requireAuth(request);
      const result = await loadSampleData(db, {
        actor: { userId: auth.userId, username: auth.username, ip: request.ip ?? null },
        now: now(),
        kind: 'sample',
      });
      return ok<SampleDataLoadResult>(result, 'Sample data loaded');
    },
  });
}
