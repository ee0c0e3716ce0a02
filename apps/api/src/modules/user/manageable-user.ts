// The account an admin operation acts on (unlock, a second-factor reset): it must exist and be one the caller
// may manage (auth/containment.ts).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { assertMayManageUser, loadHoldings } from '../../auth/containment.js';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';

/**
 * The (not deleted) user `userId`, after checking the caller may manage them: 404 when there is none, 403 when
 * they hold what the caller lacks.
 *
 * @example
 * const user = await requireManageableUser(db, request, request.body.userId);
 */
export async function requireManageableUser(
  db: Kysely<Database>,
  request: FastifyRequest,
  userId: number,
): Promise<{ id: number; username: string }> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('User not found');
  await assertMayManageUser(db, await loadHoldings(db, requireAuth(request).userId, { enabledOnly: true }), user.id);
  return user;
}
