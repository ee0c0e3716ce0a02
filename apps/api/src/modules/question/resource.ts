// The question bank as a resource (resources/declaration.ts): its table, wire record, loaders and writers, from
// which the kernel answers list, detail, add, update, delete (undoable), bulk, restore and export.
import { valueAction } from '../../resources/actions.js';
import { defineResource } from '../../resources/declaration.js';
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

/** The question bank: POST /api/admin/question/{list,detail,add,update,delete,bulk,restore,export}. */
export const questionResource = defineResource<QuestionRecord, (typeof QUESTION_OPERATIONS)[number]>({
  name: 'question',
  label: 'Question',
  table: 'questions',
  record: questionRecord,
  codes: QUESTION_OPERATIONS,
  softDelete: { deleted: stashTags, restored: unstashTags },
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
    status: valueAction('question:status', (trx, id, status: QuestionStatus, caller) => setQuestionStatus(trx, id, status, caller.at)),
  },
  actionValue: questionStatusValue,
  export: {
    columns: {
      id: true,
      text: ['Text', '题目'],
      type: true,
      options: ['Options', '选项'],
      tags: ['Tags', '标签'],
      status: true,
      pictureItSetName: ['Picture It set', 'Picture It 图组'],
      usedCount: ['Used in guides', '使用次数'],
      createdAt: true,
      updatedAt: true,
    },
    cells: { options: (q) => q.options.map((o) => o.label).join('; ') },
    fileName: 'questions',
  },
});
