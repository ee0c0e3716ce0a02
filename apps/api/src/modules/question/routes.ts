import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/guard.js';
import { auditedWrite } from '../../audit/audited-write.js';
import { ok } from '../../http/envelope.js';
import { Type } from '../../http/schema-types.js';
import { resourceRoutes } from '../../resources/routes.js';
import type { ResourceDeps } from '../../resources/records.js';
import { defineRoute } from './operations.js';
import { listTags, loadQuestion, pictureItOptions, whereUsed } from './queries.js';
import { questionResource } from './resource.js';
import {
  pictureItOptionsBody,
  pictureItOptionsResult,
  questionIdBody,
  questionStatusBody,
  tagsResult,
  whereUsedResult,
} from './schemas.js';
import { setQuestionStatus } from './writes.js';

/**
 * The question bank: the routes its declaration brings (resource.ts: list, detail, add, update, delete, bulk,
 * restore, export) and those that do more: status, whereUsed, tags, pictureItOptions.
 */
export function questionRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, now } = deps;
  const tags = ['question'];
  resourceRoutes(app, questionResource, deps);

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/question/status',
    access: { operation: 'question:status' },
    summary: 'Enable or disable a question',
    tags,
    body: questionStatusBody,
    result: Type.Null(),
    handler: async (request) => {
      const { id, status } = request.body;
      await auditedWrite(db, request, now(), 'question.status', async (trx) => ({
        result: null,
        target: `question:${id}`,
        ...(await setQuestionStatus(trx, id, status, now())),
      }));
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
