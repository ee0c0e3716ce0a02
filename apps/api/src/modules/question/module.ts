// The question bank (POST /api/admin/question/*); its migration also creates the Picture It tables.
import { defineApiModule, menuEntry, resourceDeps } from '../api-module.js';
import { QUESTION_OPERATIONS } from './operations.js';
import * as baseline from './migrations/060_question_baseline.js';
import { questionRoutes } from './routes.js';
import type { QuestionTables } from './tables.js';

/** The question module. */
export const questionModule = defineApiModule({
  name: 'question',
  tables: ['questions', 'question_tags'] satisfies (keyof QuestionTables)[],
  // Curated by staff: hundreds to thousands of questions.
  smallTables: ['questions', 'question_tags'],
  history: { baseline: { '060_question_baseline': baseline }, folded: ['060_question_bank', '110_question_soft_delete'] },
  directories: [{ path: 'question', titles: { 'en-US': 'Questions', 'zh-CN': '题目' }, arcoIcon: 'IconQuestionCircle', order: 7 }],
  menus: [menuEntry('question/questionList', 'QuestionList', 1, ['Question List', '题目列表'], { operations: QUESTION_OPERATIONS })],
  routes: (app, context) => questionRoutes(app, resourceDeps(context)),
});
