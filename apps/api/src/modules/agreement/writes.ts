// Agreement writes, each a step inside the transaction the resource kernel (resources/routes.ts, bulk-route.ts) or a
// route of routes.ts opens and records in the audit log. Only drafts change or go; a version lives while its
// deleted_at is null (migration 135).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Caller, WriteNote } from '../../resources/declaration.js';
import { assertAgreementType, findAgreement } from './queries.js';
import type { AgreementAddRequest, AgreementRecord, AgreementUpdateRequest } from './schemas.js';

type Trx = Transaction<Database>;

/** The live draft `id`; 404 when missing or deleted, 409 when published or superseded. */
export async function requireDraft(trx: Trx, id: number, verb: string): Promise<AgreementRecord> {
  const found = await findAgreement(trx, id);
  if (!found) throw notFound(`Agreement ${id} not found`);
  if (found.status !== 'draft') throw conflict(`Version ${found.version} is ${found.status} and cannot be ${verb}; only drafts can`);
  return found;
}

const targetOf = (record: Pick<AgreementRecord, 'type' | 'version'>) => `${record.type}:v${record.version}`;

/** Adds a draft: the next version number of its type (409 when another add of the type took it meanwhile). */
export async function addAgreement(trx: Trx, input: AgreementAddRequest, caller: Caller): Promise<{ id: number } & WriteNote> {
  const { type, title, content } = input;
  const actor = caller.auth.username;
  const at = caller.at.toISOString();
  await assertAgreementType(trx, type);
  const last = await trx
    .selectFrom('agreements')
    .select((eb) => eb.fn.max('version').as('max'))
    .where('type', '=', type)
    .executeTakeFirst();
  const version = Number(last?.max ?? 0) + 1;
  try {
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
    return { id: row.id, target: targetOf({ type, version }) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Another change to this agreement type happened at the same time; try again');
    throw error;
  }
}

/** Edits a draft (the kernel checked it is live and its version); a published or superseded version never changes. */
export async function updateAgreement(trx: Trx, id: number, input: AgreementUpdateRequest, caller: Caller): Promise<WriteNote> {
  const draft = await requireDraft(trx, id, 'changed');
  await trx
    .updateTable('agreements')
    .set({
      ...(input.title === undefined ? {} : { title: input.title.trim() }),
      ...(input.content === undefined ? {} : { content: input.content }),
      updated_by: caller.auth.username,
      updated_at: caller.at.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .execute();
  return { target: targetOf(draft) };
}

/** Refuses deleting a version that is not a draft (409); names the draft in the audit entry. */
export async function checkDeletable(trx: Trx, id: number): Promise<WriteNote> {
  return { target: targetOf(await requireDraft(trx, id, 'deleted')) };
}

/** Removes deleted drafts for good (once their undo window is past). */
export async function purgeAgreements(trx: Trx, ids: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('agreements')
    .where('id', 'in', [...ids])
    .where('status', '=', 'draft')
    .execute();
}

/** Publishes a draft; the previously published version of its type becomes superseded. */
export async function publishAgreement(trx: Trx, id: number, actor: string, at: string) {
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
  return { result: null, target: targetOf(draft), detail: { superseded: previous.map((p) => p.version) } };
}
