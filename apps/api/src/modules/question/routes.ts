import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { Type } from '../../http/schema-types.js';
import { listQuestions, listTags, loadQuestion, pictureItOptions, whereUsed } from './queries.js';
import {
  pictureItOptionsBody,
  pictureItOptionsResult,
  questionAddBody,
  questionIdBody,
  questionListBody,
  questionListResult,
  questionRecord,
  questionStatusBody,
  questionUpdateBody,
  tagsResult,
  whereUsedResult,
} from './schemas.js';
import { addQuestion, deleteQuestion, setQuestionStatus, updateQuestion } from './writes.js';

/** Dependencies of {@link questionRoutes}. */
interface QuestionRouteDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** The question bank: POST /api/admin/question/{list,detail,add,update,status,delete,whereUsed,tags,pictureItOptions}. */
export function questionRoutes(app: FastifyInstance, deps: QuestionRouteDeps): void {
  const { db, now } = deps;
  const tags = ['question'];

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/question/list',
    access: { operation: 'question:list' },
    summary: 'List questions by keyword, type, tag and status',
    tags,
    body: questionListBody,
    result: questionListResult,
    handler: async (request) => ok(await listQuestions(db, request.body ?? {})),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/question/detail',
    access: { operation: 'question:detail' },
    summary: 'One question',
    tags,
    body: questionIdBody,
    result: questionRecord,
    handler: async (request) => ok(await loadQuestion(db, request.body.id)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/question/add',
    access: { operation: 'question:add' },
    summary: 'Create a question',
    tags,
    body: questionAddBody,
    result: questionRecord,
    handler: async (request) => {
      const id = await addQuestion(db, request, request.body, requireAuth(request).userId, now());
      return ok(await loadQuestion(db, id));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/question/update',
    access: { operation: 'question:update' },
    summary: 'Update a question (text, type and answers are fixed while a session guide uses it: 409)',
    tags,
    body: questionUpdateBody,
    result: questionRecord,
    stored: (request) => loadQuestion(db, (request.body as { id: number }).id),
    handler: async (request) => {
      await updateQuestion(db, request, request.body.id, request.body, now());
      return ok(await loadQuestion(db, request.body.id));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/question/status',
    access: { operation: 'question:status' },
    summary: 'Enable or disable a question',
    tags,
    body: questionStatusBody,
    result: Type.Null(),
    handler: async (request) => {
      await setQuestionStatus(db, request, request.body.id, request.body.status, now());
      return ok(null);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/question/delete',
    access: { operation: 'question:delete' },
    summary: 'Delete a question (409 while a session guide uses it)',
    tags,
    body: questionIdBody,
    result: Type.Null(),
    handler: async (request) => {
      await deleteQuestion(db, request, request.body.id, now());
      return ok(null);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/question/whereUsed',
    access: { operation: 'question:detail' },
    summary: 'The sessions whose guide includes a question',
    tags,
    body: questionIdBody,
    result: whereUsedResult,
    handler: async (request) => {
      await loadQuestion(db, request.body.id);
      const auth = requireAuth(request);
      return ok(await whereUsed(db, request.body.id, auth.operations.has('project:list') ? null : { userId: auth.userId }));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/question/tags',
    access: { operation: 'question:list' },
    summary: 'Every tag in use, for the tag filter',
    tags,
    result: tagsResult,
    handler: async () => ok(await listTags(db)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/question/pictureItOptions',
    access: { operation: 'question:list' },
    summary: 'Enabled Picture It sets a picture_it question may use',
    tags,
    body: pictureItOptionsBody,
    result: pictureItOptionsResult,
    handler: async (request) => ok(await pictureItOptions(db, request.body?.keyword)),
  });
}
