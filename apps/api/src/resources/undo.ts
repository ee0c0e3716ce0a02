// Undoable deletes (react-admin's "undoable"): a delete of a resource that declares `softDelete` stamps the row's
// deleted-at column instead of removing it; lists, detail and writes no longer see it; POST /<name>/restore clears
// the stamp while the undo window (UNDO_SECONDS, default 10 s) lasts, and answers 409 after it. Rows past the window
// are purged for good, by the resource's own `purge` (child rows too), on the next delete and on a timer each
// instance runs. Every instance decides from the stamp in the shared database, so any instance can restore or purge
// any row; a purge waits a further PURGE_GRACE_MS past the window, so an instance whose clock runs a little ahead
// never purges a row another could still restore.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ResourceDb, ResourceTrx } from './declaration.js';
import type { AnyResource, ResourceDeps } from './records.js';

/** How long past the undo window a deleted row waits before it is purged. */
export const PURGE_GRACE_MS = 60_000;
/** Most rows one purge removes (the rest go on the next). */
const PURGE_BATCH = 500;

/** The undo window of these deps, in milliseconds. */
export function undoWindowMs(deps: ResourceDeps): number {
  return (deps.undoSeconds ?? 10) * 1000;
}

/** Stamps the record deleted (it must not be already). */
export async function softDelete(trx: ResourceTrx, resource: AnyResource, ids: readonly number[], at: Date): Promise<void> {
  const column = sql.ref(resource.softDelete!.column);
  await sql`update ${sql.table(resource.table)} set ${column} = ${at.toISOString()} where id in (${sql.join(ids)}) and ${column} is null`.execute(
    trx,
  );
  await resource.softDelete!.deleted?.(trx, ids);
}

/** Of `ids` (deleted, in the caller's reach), those deleted at or after `since`, and the others. */
export async function splitByDeletedSince(trx: ResourceTrx, resource: AnyResource, ids: readonly number[], since: Date) {
  const column = resource.softDelete!.column;
  if (ids.length === 0) return { recent: [] as number[], old: [] as number[] };
  const { rows } = await sql<{ id: number; deleted: string }>`select id, ${sql.ref(column)} as deleted from ${sql.table(resource.table)}
    where id in (${sql.join(ids)}) and ${sql.ref(column)} is not null`.execute(trx);
  const cutoff = since.toISOString();
  return {
    recent: rows.filter((r) => r.deleted >= cutoff).map((r) => Number(r.id)),
    old: rows.filter((r) => r.deleted < cutoff).map((r) => Number(r.id)),
  };
}

/** Clears the deleted stamp of `ids`. */
export async function undelete(trx: ResourceTrx, resource: AnyResource, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const column = sql.ref(resource.softDelete!.column);
  await sql`update ${sql.table(resource.table)} set ${column} = null where id in (${sql.join(ids)})`.execute(trx);
  await resource.softDelete!.restored?.(trx, ids);
}

/** Purges (for good) up to PURGE_BATCH rows whose undo window and grace are past; answers how many. */
export async function purgeExpired(db: ResourceDb, resource: AnyResource, now: Date, windowMs: number): Promise<number> {
  if (!resource.softDelete || !resource.remove) return 0;
  const column = sql.ref(resource.softDelete.column);
  const cutoff = new Date(now.getTime() - windowMs - PURGE_GRACE_MS).toISOString();
  const expired = sql<{ id: number }>`select id from ${sql.table(resource.table)} where ${column} is not null and ${column} < ${cutoff}`;
  const { rows } = await sql<{ id: number }>`${expired} order by ${column} limit ${PURGE_BATCH}`.execute(db);
  if (rows.length === 0) return 0;
  const remove = resource.remove;
  return db.transaction().execute(async (trx) => {
    // Read again inside the purge's transaction: only rows still deleted and expired go.
    const still = await sql<{ id: number }>`${expired} and id in (${sql.join(rows.map((r) => r.id))})`.execute(trx);
    const ids = still.rows.map((r) => Number(r.id));
    if (ids.length > 0) await remove.purge(trx, ids);
    return ids.length;
  });
}

/** Runs {@link purgeExpired} every undo window while the app is up (each instance; the purge is idempotent). */
export function purgeOnTimer(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps): void {
  const windowMs = undoWindowMs(deps);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => {
        purgeExpired(deps.db, resource, deps.now(), windowMs).catch((error: unknown) =>
          app.log.warn({ err: error }, 'purge of deleted rows failed'),
        );
      },
      Math.max(windowMs, 5_000),
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
