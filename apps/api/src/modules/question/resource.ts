// The question bank as a resource (resources/declaration.ts): its table, wire record, loaders and writers, from
// which the kernel answers list, detail, add, update, delete (undoable), bulk, restore and export.
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { QUESTION_OPERATIONS } from './operations.js';
import { findQuestion, listQuestions } from './queries.js';
import {
  questionAddBody,
  questionFilter,
  questionListBody,
  questionListResult,
  questionRecord,
  questionStatusValue,
  questionUpdateBody,
  type QuestionRecord,
  type QuestionStatus,
} from './schemas.js';
import { addQuestion, checkDeletable, purgeQuestions, setQuestionStatus, stashTags, unstashTags, updateQuestion } from './writes.js';

const column = exportColumn<QuestionRecord>;

/** The columns a question export can write, in their default order. */
const QUESTION_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (q) => q.id),
  column('text', 'Text', '题目', (q) => q.text),
  column('type', 'Type', '类型', (q) => q.type),
  column('options', 'Options', '选项', (q) => q.options.map((o) => o.label).join('; ')),
  column('tags', 'Tags', '标签', (q) => q.tags.join('; ')),
  column('status', 'Status', '状态', (q) => q.status),
  column('pictureItSetName', 'Picture It set', 'Picture It 图组', (q) => q.pictureItSetName),
  column('usedCount', 'Used in guides', '使用次数', (q) => q.usedCount),
  column('createdAt', 'Created at', '创建时间', (q) => q.createdAt),
  column('updatedAt', 'Updated at', '更新时间', (q) => q.updatedAt),
];

/** The question bank: POST /api/admin/question/{list,detail,add,update,delete,bulk,restore,export}. */
export const questionResource = defineResource<QuestionRecord, (typeof QUESTION_OPERATIONS)[number]>({
  name: 'question',
  table: 'questions',
  record: questionRecord,
  versioned: true,
  notFound: 'Question not found',
  codes: QUESTION_OPERATIONS,
  softDelete: { column: 'deleted_at', deleted: stashTags, restored: unstashTags },
  list: { body: questionListBody, result: questionListResult, filter: questionFilter, load: listQuestions },
  detail: (db, id) => findQuestion(db, id),
  add: { body: questionAddBody, summary: 'Create a question', write: addQuestion },
  update: {
    body: questionUpdateBody,
    summary: 'Update a question (text, type and answers are fixed while a session guide uses it: 409)',
    write: updateQuestion,
  },
  remove: { summary: 'Delete a question (409 while a session guide uses it)', check: checkDeletable, purge: purgeQuestions },
  actions: {
    status: {
      operation: () => 'question:status',
      needsValue: true,
      run: (trx, id, value, caller) => setQuestionStatus(trx, id, value as QuestionStatus, caller.at),
    },
  },
  actionValue: questionStatusValue,
  export: { columns: QUESTION_EXPORT_COLUMNS, fileName: 'questions' },
});
