import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { badRequest } from '../../http/errors.js';
import { backupResult } from './schemas.js';
import { snapshotSqlite } from './snapshot.js';

/** What the operations routes need. */
interface OpsRouteDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite database file; null on PostgreSQL. */
  databaseFile: string | null;
  now: () => Date;
}

/** The message a PostgreSQL server answers to a backup request. */
export const USE_PG_DUMP =
  'This server runs on PostgreSQL: back it up with pg_dump, e.g. pg_dump -Fc -f console.dump "$DATABASE_URL", ' +
  'and restore with pg_restore (see docs/operations.md)';

/**
 * Operations routes for the backup script, behind the `ops` service token (OPS_TOKEN; 404 while unset):
 * POST /api/ops/backup answers a consistent copy of the SQLite database as a download, and records who
 * (the token's holder, from which address and client) made it in the audit log (`ops.backup`).
 */
export function opsRoutes(app: FastifyInstance, deps: OpsRouteDeps): void {
  const { db, databaseFile, now } = deps;
  defineRoute(app, {
    method: 'POST',
    url: '/api/ops/backup',
    access: { serviceToken: 'ops' },
    tags: ['ops'],
    summary: 'A consistent copy of the SQLite database (application/octet-stream); on PostgreSQL a 400 saying to use pg_dump',
    result: backupResult,
    handler: async (request, reply) => {
      if (deps.dialect !== 'sqlite' || !databaseFile) throw badRequest(USE_PG_DUMP);
      const started = Date.now();
      const at = now();
      const { bytes, stream } = await snapshotSqlite(db, databaseFile);
      try {
        await recordAudit(
          db,
          {
            actorUserId: null,
            actorUsername: null,
            action: 'ops.backup',
            target: 'database',
            ip: request.ip ?? null,
            outcome: 'success',
            detail: {
              via: 'OPS_TOKEN',
              bytes,
              ms: Date.now() - started,
              userAgent: String(request.headers['user-agent'] ?? '').slice(0, 200),
            },
          },
          at,
        );
      } catch (error) {
        stream.destroy();
        throw error;
      }
      request.log.info({ bytes, ms: Date.now() - started }, 'database backup made');
      const name = `console-backup-${at.toISOString().replace(/[:.]/g, '-')}.db`;
      return reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', bytes)
        .type('application/octet-stream')
        .send(stream);
    },
  });
}
