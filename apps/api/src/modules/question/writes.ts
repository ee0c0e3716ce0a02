// The question bank's writes, each a step inside the transaction the resource kernel (resources/routes.ts,
// bulk-route.ts) opens and records in the audit log.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { conflict, notFound } from '../../http/errors.js';
import { keepOmitted } from '../../http/partial-update.js';
import type { Caller, WriteNote } from '../../resources/declaration.js';
import { loadQuestion } from './queries.js';
import type { QuestionAddRequest, QuestionStatus, QuestionUpdateRequest } from './schemas.js';
import { cleanTags, questionColumns } from './validation.js';

type Trx = Transaction<Database>;

async function writeTags(trx: Trx, questionId: number, tags: string[]): Promise<void> {
  await trx.deleteFrom('question_tags').where('question_id', '=', questionId).execute();
  if (tags.length)
    await trx
      .insertInto('question_tags')
      .values(tags.map((tag) => ({ question_id: questionId, tag })))
      .execute();
}

/** 409 while a session guide includes the question. */
async function refuseWhileUsed(trx: Trx, id: number, verb: string): Promise<void> {
  const used = await trx.selectFrom('session_questions').select('session_id').where('question_id', '=', id).limit(1).executeTakeFirst();
  if (used) throw conflict(`This question is used in a session guide and cannot be ${verb}; remove it from those guides first`);
}

/** Creates a question with its tags. */
export async function addQuestion(trx: Trx, input: QuestionAddRequest, caller: Caller): Promise<{ id: number } & WriteNote> {
  const columns = await questionColumns(trx, input);
  const at = caller.at.toISOString();
  const { id } = await trx
    .insertInto('questions')
    .values({ ...columns, status: input.status ?? 'enabled', created_by: caller.auth.userId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeTags(trx, id, cleanTags(input.tags));
  return { id, detail: { type: columns.type } };
}

/**
 * Updates a question and replaces its tags; fields left out keep their values (see http/partial-update.ts). A
 * question used in a session guide may still get new tags or status, but its text, type and answers are fixed
 * (409), so guides keep what participants saw.
 */
export async function updateQuestion(trx: Trx, id: number, changes: QuestionUpdateRequest, caller: Caller): Promise<WriteNote> {
  const { id: _id, updatedAt: _version, ...fieldsChanged } = changes;
  const stored = await loadQuestion(trx, id);
  const input = keepOmitted<QuestionAddRequest>(
    {
      text: stored.text,
      type: stored.type,
      options: stored.options,
      rating: stored.rating,
      pictureItSetId: stored.pictureItSetId,
      tags: stored.tags,
      status: stored.status,
    },
    fieldsChanged,
  );
  const columns = await questionColumns(trx, input);
  const existing = await trx.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const contentChanged = (Object.keys(columns) as (keyof typeof columns)[]).some((k) => columns[k] !== existing[k]);
  if (contentChanged) await refuseWhileUsed(trx, id, 'changed');
  await trx
    .updateTable('questions')
    .set({ ...columns, ...(input.status ? { status: input.status } : {}), updated_at: caller.at.toISOString() })
    .where('id', '=', id)
    .execute();
  await writeTags(trx, id, cleanTags(input.tags));
  return { detail: { type: columns.type } };
}

/** Enables or disables a (live) question; 404 when there is none. */
export async function setQuestionStatus(trx: Trx, id: number, status: QuestionStatus, at: Date): Promise<WriteNote> {
  const updated = await trx
    .updateTable('questions')
    .set({ status, updated_at: at.toISOString() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound('Question not found');
  return { detail: { status } };
}

/** Refuses to delete a question a session guide includes (409); names its type for the audit entry. */
export async function checkDeletable(trx: Trx, id: number): Promise<WriteNote> {
  await refuseWhileUsed(trx, id, 'deleted');
  const { type } = await trx.selectFrom('questions').select('type').where('id', '=', id).executeTakeFirstOrThrow();
  return { detail: { type } };
}

/** Removes questions and their tags for good (once their undo window is past). */
export async function purgeQuestions(trx: Trx, ids: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('question_tags')
    .where('question_id', 'in', [...ids])
    .execute();
  await trx
    .deleteFrom('questions')
    .where('id', 'in', [...ids])
    .execute();
}

/** On an undoable delete: the questions' tags move into deleted_tags, so the tag filter and tag list forget them. */
export async function stashTags(trx: Trx, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const tags = await trx.selectFrom('question_tags').select('tag').where('question_id', '=', id).orderBy('tag').execute();
    await trx
      .updateTable('questions')
      .set({ deleted_tags: JSON.stringify(tags.map((t) => t.tag)) })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('question_tags').where('question_id', '=', id).execute();
  }
}

/** On a restore: the tags come back from deleted_tags. */
export async function unstashTags(trx: Trx, ids: readonly number[]): Promise<void> {
  const rows = await trx
    .selectFrom('questions')
    .select(['id', 'deleted_tags'])
    .where('id', 'in', [...ids])
    .execute();
  for (const row of rows) {
    await writeTags(trx, row.id, row.deleted_tags ? (JSON.parse(row.deleted_tags) as string[]) : []);
    await trx.updateTable('questions').set({ deleted_tags: null }).where('id', '=', row.id).execute();
  }
}
