import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { resourceRoutes } from '../../resources/routes.js';
import type { ResourceDeps } from '../../resources/records.js';
import { questionRoute } from './operations.js';
import { actionRoute } from '../../resources/action-route.js';
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

/**
 * The question bank: the routes its declaration brings (resource.ts: list, detail, add, update, delete, bulk,
 * restore, export, and status, its declared action, for one question) and those that do more: whereUsed, tags,
 * pictureItOptions.
 */
export function questionRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  resourceRoutes(app, questionResource, deps);

  actionRoute(app, questionResource, deps, 'status', { summary: 'Enable or disable a question', body: questionStatusBody });
  questionRoute(app, 'whereUsed', {
    access: { operation: 'question:detail' },
    summary: 'The sessions whose guide includes a question',
    body: questionIdBody,
    result: whereUsedResult,
    handler: async (request) => {
      await loadQuestion(db, request.body.id);
      const auth = requireAuth(request);
      return ok(await whereUsed(db, request.body.id, auth.operations.has('project:list') ? null : { userId: auth.userId }));
    },
  });
  questionRoute(app, 'tags', {
    access: { operation: 'question:list' },
    summary: 'Every tag in use, for the tag filter',
    result: tagsResult,
    handler: async () => ok(await listTags(db)),
  });
  questionRoute(app, 'pictureItOptions', {
    access: { operation: 'question:list' },
    summary: 'Enabled Picture It sets a picture_it question may use',
    body: pictureItOptionsBody,
    result: pictureItOptionsResult,
    handler: async (request) => ok(await pictureItOptions(db, request.body?.keyword)),
  });
}
