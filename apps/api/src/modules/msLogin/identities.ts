import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { VerifiedIdentity } from '../../oidc/types.js';
import type { MsBindingView } from './schemas.js';

/** The key of an external identity. */
export interface IdentityKey {
  provider: string;
  tenant: string;
  oid: string;
}

/** The bound staff account of an identity (by provider, tenant, oid), with its status. */
export async function findBoundUser(db: Kysely<Database>, identity: VerifiedIdentity) {
  return db
    .selectFrom('external_identities as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id as identityId', 'u.id as userId', 'u.username', 'u.status', 'u.deleted_at'])
    .where('e.provider', '=', identity.provider)
    .where('e.tenant', '=', identity.tenant)
    .where('e.oid', '=', identity.oid)
    .executeTakeFirst();
}

/** Whether the identity or the user already has a Microsoft binding. */
export async function bindingConflict(db: Kysely<Database>, identity: IdentityKey, userId: number) {
  const rows = await db
    .selectFrom('external_identities')
    .select(['user_id', 'tenant', 'oid'])
    .where('provider', '=', identity.provider)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb.and([eb('tenant', '=', identity.tenant), eb('oid', '=', identity.oid)])]))
    .execute();
  if (rows.some((r) => r.tenant === identity.tenant && r.oid === identity.oid)) return 'identity_bound' as const;
  if (rows.length > 0) return 'user_bound' as const;
  return undefined;
}

/** Stores a binding; returns its id. */
export async function insertBinding(
  db: Kysely<Database>,
  identity: IdentityKey & { label: string | null },
  userId: number,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('external_identities')
    .values({
      provider: identity.provider,
      tenant: identity.tenant,
      oid: identity.oid,
      user_id: userId,
      label: identity.label,
      created_at: now.toISOString(),
      last_login_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records a sign-in through a binding. */
export async function touchBinding(db: Kysely<Database>, identityId: number, now: Date): Promise<void> {
  await db.updateTable('external_identities').set({ last_login_at: now.toISOString() }).where('id', '=', identityId).execute();
}

/** The bindings of a user (at most one per provider), newest first, one page. */
export async function listBindings(db: Kysely<Database>, userId: number, page: { current: number; pageSize: number }) {
  const base = db.selectFrom('external_identities').where('user_id', '=', userId);
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'user_id', 'provider', 'tenant', 'oid', 'label', 'created_at', 'last_login_at'])
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize)
    .execute();
  const list: MsBindingView[] = rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    provider: r.provider,
    tenant: r.tenant,
    oid: r.oid,
    label: r.label,
    createdAt: r.created_at,
    lastLoginAt: r.last_login_at,
  }));
  return { list, total: Number(total) };
}

/** Deletes a user's Microsoft binding; returns the removed row's label, or undefined when there was none. */
export async function removeBinding(db: Kysely<Database>, userId: number) {
  return db
    .deleteFrom('external_identities')
    .where('user_id', '=', userId)
    .where('provider', '=', 'microsoft')
    .returning(['id', 'tenant', 'oid', 'label'])
    .executeTakeFirst();
}

/**
 * Removes every Microsoft binding of a staff account, and its sign-in tickets not yet redeemed. Called
 * in the transaction of a password change or reset: a binding made with the old password (perhaps by
 * whoever knew it) must not outlive it. Returns how many bindings were removed.
 *
 * @example
 * const unbound = await unbindMicrosoftAccounts(trx, userId);
 */
export async function unbindMicrosoftAccounts(db: Kysely<Database>, userId: number): Promise<number> {
  await db.deleteFrom('oidc_login_tickets').where('user_id', '=', userId).execute();
  const removed = await db.deleteFrom('external_identities').where('user_id', '=', userId).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
