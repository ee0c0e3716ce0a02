// The SMS outbox: what the recording sender kept instead of delivering (no SMS gateway configured), so that in
// development and the demo a person can read the code a phone would have received and finish the flow.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { pageWithBoundedTotal } from '../../lists/index.js';
import type { Database } from '../../db/types.js';
import { ok } from '../../http/envelope.js';
import { verifyCodeRoute } from './operations.js';
import { outboxBody, outboxResult, type SmsOutboxListResult, type SmsOutboxRecord } from './schemas.js';

/** One page of the outbox, newest first, optionally one recipient's (indexes of migration 120). */
export async function listOutbox(
  db: Kysely<Database>,
  query: { current: number; pageSize: number; recipient?: string },
): Promise<SmsOutboxListResult> {
  let base = db.selectFrom('sent_messages');
  if (query.recipient) base = base.where('recipient', '=', query.recipient);
  const { rows, ...total } = await pageWithBoundedTotal(
    db,
    base,
    base.select(['id', 'channel', 'recipient', 'body', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    query,
  );
  const list = rows.map<SmsOutboxRecord>((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    body: r.body,
    createdAt: r.created_at,
  }));
  return { list, ...total, current: query.current, pageSize: query.pageSize };
}

/** POST /api/admin/verifyCode/outbox (operation verifyCode:outbox): the recorded messages, codes readable. */
export function outboxRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  verifyCodeRoute(app, 'outbox', {
    access: { operation: 'verifyCode:outbox' },
    summary: 'List the text messages recorded instead of sent (no SMS gateway configured), newest first',
    body: outboxBody,
    result: outboxResult,
    handler: async (request) => {
      const body = request.body ?? {};
      const recipient = body.recipient?.trim();
      const page = await listOutbox(db, { current: body.current ?? 1, pageSize: body.pageSize ?? 20, ...(recipient ? { recipient } : {}) });
      return ok<SmsOutboxListResult>(page);
    },
  });
}
