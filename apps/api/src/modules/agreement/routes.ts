import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { conflict, notFound } from '../../http/errors.js';
import { holdVersion } from '../../http/partial-update.js';
import { auditedWrite, type AuditedStep } from '../../audit/audited-write.js';
import { agreementHistory, assertAgreementType, findAgreement, listAgreements } from './queries.js';
import * as s from './schemas.js';
import type { AgreementHistoryResult, AgreementListResult, AgreementRecord } from './schemas.js';
import { Type } from '../../http/schema-types.js';

/** Dependencies of {@link agreementRoutes}. */
interface AgreementRouteDeps {
  db: Kysely<Database>;
  now: () => Date;
}

async function requireDraft(trx: Transaction<Database>, id: number, verb: string): Promise<AgreementRecord> {
  const found = await findAgreement(trx, id);
  if (!found) throw notFound(`Agreement ${id} not found`);
  if (found.status !== 'draft') throw conflict(`Version ${found.version} is ${found.status} and cannot be ${verb}; only drafts can`);
  return found;
}

/** Agreements (protocol management): /api/admin/agreement/... */
export function agreementRoutes(app: FastifyInstance, deps: AgreementRouteDeps): void {
  const { db, now } = deps;
  const tags = ['agreement'];
  const write = <T>(request: FastifyRequest, action: string, run: (trx: Transaction<Database>, at: string) => Promise<AuditedStep<T>>) =>
    auditedWrite(db, request, now(), action, run, 'Another change to this agreement type happened at the same time; try again');
  const reload = async (id: number) => {
    const found = await findAgreement(db, id);
    if (!found) throw notFound(`Agreement ${id} not found`);
    return found;
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/agreement/list',
    access: { operation: 'agreement:list' },
    tags,
    body: s.listBody,
    result: s.listResult,
    summary: 'List agreement versions (filter by type, status, title)',
    handler: async (request) => {
      const { current = 1, pageSize = 20, type, status, keyword } = request.body ?? {};
      const page = await listAgreements(db, {
        current,
        pageSize,
        ...(type ? { type } : {}),
        ...(status ? { status } : {}),
        ...(keyword ? { keyword } : {}),
      });
      return ok<AgreementListResult>({ ...page, current, pageSize });
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/agreement/detail',
    access: { operation: 'agreement:detail' },
    tags,
    body: s.idBody,
    result: s.recordResult,
    summary: 'One version with its Markdown content',
    handler: async (request) => ok<AgreementRecord>(await reload(request.body.id)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/agreement/history',
    access: { operation: 'agreement:detail' },
    tags,
    body: s.historyBody,
    result: s.historyResult,
    summary: 'Every version of a type, newest first, for history and diff',
    handler: async (request) => ok<AgreementHistoryResult>(await agreementHistory(db, request.body.type)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/agreement/add',
    access: { operation: 'agreement:add' },
    tags,
    body: s.addBody,
    result: s.recordResult,
    summary: 'Add a draft: the next version number of its type',
    handler: async (request) => {
      const { type, title, content } = request.body;
      const actor = requireAuth(request).username;
      const id = await write(request, 'agreement.add', async (trx, at) => {
        await assertAgreementType(trx, type);
        const last = await trx
          .selectFrom('agreements')
          .select((eb) => eb.fn.max('version').as('max'))
          .where('type', '=', type)
          .executeTakeFirst();
        const version = Number(last?.max ?? 0) + 1;
        const row = await trx
          .insertInto('agreements')
          .values({
            type,
            version,
            title: title.trim(),
            content,
            status: 'draft',
            created_by: actor,
            updated_by: actor,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { result: row.id, target: `${type}:v${version}` };
      });
      return ok<AgreementRecord>(await reload(id));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/agreement/update',
    access: { operation: 'agreement:update' },
    tags,
    body: s.updateBody,
    result: s.recordResult,
    stored: (request) => findAgreement(db, (request.body as { id: number }).id),
    summary: 'Edit a draft (a published or superseded version never changes: 409)',
    handler: async (request) => {
      const { id, title, content, updatedAt } = request.body;
      const actor = requireAuth(request).username;
      await write(request, 'agreement.update', async (trx, at) => {
        const draft = await requireDraft(trx, id, 'changed');
        await holdVersion(trx, 'agreements', id, updatedAt);
        await trx
          .updateTable('agreements')
          .set({
            // Both are filled from the stored draft when the body leaves them out (`stored` above).
            ...(title === undefined ? {} : { title: title.trim() }),
            ...(content === undefined ? {} : { content }),
            updated_by: actor,
            updated_at: at,
          })
          .where('id', '=', id)
          .where('status', '=', 'draft')
          .execute();
        return { result: null, target: `${draft.type}:v${draft.version}` };
      });
      return ok<AgreementRecord>(await reload(id));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/agreement/publish',
    access: { operation: 'agreement:status' },
    tags,
    body: s.idBody,
    result: s.recordResult,
    summary: 'Publish a draft; the previously published version of its type becomes superseded',
    handler: async (request) => {
      const { id } = request.body;
      const actor = requireAuth(request).username;
      await write(request, 'agreement.publish', async (trx, at) => {
        const draft = await requireDraft(trx, id, 'published');
        const previous = await trx
          .updateTable('agreements')
          .set({ status: 'superseded', updated_at: at })
          .where('type', '=', draft.type)
          .where('status', '=', 'published')
          .returning('version')
          .execute();
        await trx
          .updateTable('agreements')
          .set({ status: 'published', published_at: at, published_by: actor, updated_at: at })
          .where('id', '=', id)
          .where('status', '=', 'draft')
          .execute();
        return { result: null, target: `${draft.type}:v${draft.version}`, detail: { superseded: previous.map((p) => p.version) } };
      });
      return ok<AgreementRecord>(await reload(id));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/agreement/delete',
    access: { operation: 'agreement:delete' },
    tags,
    body: s.idBody,
    result: Type.Null(),
    summary: 'Delete a draft (published and superseded versions are kept: 409)',
    handler: async (request) => {
      await write(request, 'agreement.delete', async (trx) => {
        const draft = await requireDraft(trx, request.body.id, 'deleted');
        await trx.deleteFrom('agreements').where('id', '=', draft.id).execute();
        return { result: null, target: `${draft.type}:v${draft.version}` };
      });
      return ok(null);
    },
  });
}
