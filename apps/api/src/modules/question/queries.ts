import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { containsKeyword } from '../../lists/index.js';
import type { QuestionsTable } from './tables.js';
import type { PictureItOption, QuestionListRequest, QuestionListResult, QuestionOption, QuestionRecord, QuestionUsage } from './schemas.js';
import type { ExpressionBuilder } from 'kysely';
import { projectIdsInScope, type RecordScope } from '../../auth/record-scope.js';

type Db = Kysely<Database>;
type QuestionRow = Selectable<QuestionsTable> & { set_name: string | null };

function parseOptions(text: string | null): QuestionOption[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as QuestionOption[]) : [];
  } catch {
    return [];
  }
}

/** Adds tags and guide usage counts to question rows (two indexed lookups for the whole page). */
async function toRecords(db: Db, rows: QuestionRow[]): Promise<QuestionRecord[]> {
  const ids = rows.map((r) => r.id);
  const tags = ids.length
    ? await db.selectFrom('question_tags').select(['question_id', 'tag']).where('question_id', 'in', ids).orderBy('tag').execute()
    : [];
  const usage = ids.length
    ? await db
        .selectFrom('session_questions')
        .select((eb) => ['question_id', eb.fn.countAll<number>().as('n')])
        .where('question_id', 'in', ids)
        .where('session_id', 'not in', (eb) => eb.selectFrom('project_sessions').select('id').where('deleted_at', 'is not', null))
        .groupBy('question_id')
        .execute()
    : [];
  const usedBy = new Map(usage.map((u) => [u.question_id, Number(u.n)]));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    type: r.type,
    options: parseOptions(r.options),
    rating: r.rating_scale ? { scale: r.rating_scale, lowLabel: r.rating_low_label ?? '', highLabel: r.rating_high_label ?? '' } : null,
    pictureItSetId: r.picture_it_set_id,
    pictureItSetName: r.set_name,
    tags: tags.filter((t) => t.question_id === r.id).map((t) => t.tag),
    status: r.status,
    usedCount: usedBy.get(r.id) ?? 0,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

/** Live questions (not deleted, resources/undo.ts) with their Picture It set. */
function questionsWithSet(db: Db) {
  return db.selectFrom('questions as q').leftJoin('picture_it_sets as s', 's.id', 'q.picture_it_set_id').where('q.deleted_at', 'is', null);
}

/** One page of questions, newest change first, by keyword (text), type, tag and status. */
export async function listQuestions(db: Db, query: QuestionListRequest): Promise<QuestionListResult> {
  const current = query.current ?? 1;
  const pageSize = query.pageSize ?? 20;
  let base = questionsWithSet(db);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where(containsKeyword('q.text', keyword));
  if (query.type) base = base.where('q.type', '=', query.type);
  if (query.status) base = base.where('q.status', '=', query.status);
  const tag = query.tag?.trim();
  if (tag) base = base.where('q.id', 'in', (eb) => eb.selectFrom('question_tags').select('question_id').where('tag', '=', tag));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('q')
    .select('s.name as set_name')
    .orderBy('q.updated_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { list: await toRecords(db, rows), total: Number(total), current, pageSize };
}

/** One live question, or undefined. */
export async function findQuestion(db: Db, id: number): Promise<QuestionRecord | undefined> {
  const row = await questionsWithSet(db).selectAll('q').select('s.name as set_name').where('q.id', '=', id).executeTakeFirst();
  return row ? (await toRecords(db, [row]))[0] : undefined;
}

/** One live question; 404 when missing or deleted. */
export async function loadQuestion(db: Db, id: number): Promise<QuestionRecord> {
  const record = await findQuestion(db, id);
  if (!record) throw notFound('Question not found');
  return record;
}

/** The sessions whose guide includes a question, soonest first (at most 200). */
export async function whereUsed(db: Db, questionId: number, scope: RecordScope | null = null): Promise<QuestionUsage[]> {
  let query = db
    .selectFrom('session_questions as sq')
    .innerJoin('project_sessions as s', 's.id', 'sq.session_id')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .select([
      's.id as sessionId',
      's.title as sessionTitle',
      's.start_at as startAt',
      's.status as sessionStatus',
      'p.id as projectId',
      'p.name as projectName',
      'sq.position',
    ])
    .where('sq.question_id', '=', questionId)
    .where('s.deleted_at', 'is', null);
  // Without project-wide access, only the caller's own projects show (a moderator must not learn other clients' projects).
  if (scope) query = query.where('p.id', 'in', (eb) => projectIdsInScope(eb as unknown as ExpressionBuilder<Database, never>, scope));
  return query.orderBy('s.start_at').limit(200).execute();
}

/** Every tag in use, alphabetically (at most 500), for the tag filter. */
export async function listTags(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('question_tags').select('tag').distinct().orderBy('tag').limit(500).execute();
  return rows.map((r) => r.tag);
}

/** Enabled Picture It sets by name keyword (at most 50), for the question form. */
export async function pictureItOptions(db: Db, keyword: string | undefined): Promise<PictureItOption[]> {
  let query = db.selectFrom('picture_it_sets as s').where('s.status', '=', 'enabled').where('s.deleted_at', 'is', null);
  if (keyword?.trim()) query = query.where(containsKeyword('s.name', keyword.trim()));
  const rows = await query
    .select((eb) => [
      's.id',
      's.name',
      eb.selectFrom('picture_it_images as i').select(eb.fn.countAll<number>().as('n')).whereRef('i.set_id', '=', 's.id').as('imageCount'),
    ])
    .orderBy('s.name')
    .limit(50)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, imageCount: Number(r.imageCount ?? 0) }));
}
