import { holdVersion, keepOmitted } from '../../http/partial-update.js';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { conflict, notFound } from '../../http/errors.js';
import { recordWrite } from '../../audit/record.js';
import { loadQuestion } from './queries.js';
import type { QuestionAddRequest, QuestionUpdateRequest } from './schemas.js';
import { cleanTags, questionColumns } from './validation.js';

type Db = Kysely<Database>;

async function writeTags(trx: Transaction<Database>, questionId: number, tags: string[]): Promise<void> {
  await trx.deleteFrom('question_tags').where('question_id', '=', questionId).execute();
  if (tags.length)
    await trx
      .insertInto('question_tags')
      .values(tags.map((tag) => ({ question_id: questionId, tag })))
      .execute();
}

/** 409 while a session guide includes the question. */
async function refuseWhileUsed(trx: Transaction<Database>, id: number, verb: string): Promise<void> {
  const used = await trx.selectFrom('session_questions').select('session_id').where('question_id', '=', id).limit(1).executeTakeFirst();
  if (used) throw conflict(`This question is used in a session guide and cannot be ${verb}; remove it from those guides first`);
}

/** Creates a question with its tags; answers the new id. */
export async function addQuestion(db: Db, request: FastifyRequest, input: QuestionAddRequest, userId: number, now: Date): Promise<number> {
  const columns = await questionColumns(db, input);
  const tags = cleanTags(input.tags);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('questions')
      .values({ ...columns, status: input.status ?? 'enabled', created_by: userId, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTags(trx, id, tags);
    await recordWrite(trx, request, { action: 'question.add', target: `question:${id}`, detail: { type: columns.type } }, now);
    return id;
  });
}

/**
 * Updates a question and replaces its tags; fields left out keep their values (see http/partial-update.ts). A
 * question used in a session guide may still get new tags or status, but its text, type and answers are fixed
 * (409), so guides keep what participants saw.
 */
export async function updateQuestion(
  db: Db,
  request: FastifyRequest,
  id: number,
  changes: QuestionUpdateRequest,
  now: Date,
): Promise<void> {
  const { id: _id, updatedAt: expected, ...fieldsChanged } = changes;
  const stored = await loadQuestion(db, id);
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
  const columns = await questionColumns(db, input);
  const tags = cleanTags(input.tags);
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound('Question not found');
    await holdVersion(trx, 'questions', id, expected);
    const contentChanged = (Object.keys(columns) as (keyof typeof columns)[]).some((k) => columns[k] !== existing[k]);
    if (contentChanged) await refuseWhileUsed(trx, id, 'changed');
    await trx
      .updateTable('questions')
      .set({ ...columns, ...(input.status ? { status: input.status } : {}), updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await writeTags(trx, id, tags);
    await recordWrite(trx, request, { action: 'question.update', target: `question:${id}`, detail: { type: columns.type } }, now);
  });
}

/** Enables or disables a question. */
export async function setQuestionStatus(
  db: Db,
  request: FastifyRequest,
  id: number,
  status: 'enabled' | 'disabled',
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('questions')
      .set({ status, updated_at: now.toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound('Question not found');
    await recordWrite(trx, request, { action: 'question.status', target: `question:${id}`, detail: { status } }, now);
  });
}

/** Deletes a question and its tags; 409 while a session guide includes it. */
export async function deleteQuestion(db: Db, request: FastifyRequest, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('questions').select(['id', 'type']).where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound('Question not found');
    await refuseWhileUsed(trx, id, 'deleted');
    await trx.deleteFrom('question_tags').where('question_id', '=', id).execute();
    await trx.deleteFrom('questions').where('id', '=', id).execute();
    await recordWrite(trx, request, { action: 'question.delete', target: `question:${id}`, detail: { type: existing.type } }, now);
  });
}
