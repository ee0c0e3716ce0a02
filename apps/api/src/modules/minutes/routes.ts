import { recordWrite } from '../../audit/record.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import type { RouteAccess } from '../../http/access.js';
import { defineRoute, type MinutesOperation } from './operations.js';
import { ok } from '../../http/envelope.js';
import { exportFileName, minutesToMarkdown, minutesToText } from './export.js';
import { listMinutesSessions, loadMinutes, type MinutesScope } from './queries.js';
import { saveMinutes } from './writes.js';
import {
  bytesResult,
  detailResult,
  exportBody,
  saveBody,
  saveResult,
  sessionIdBody,
  sessionListBody,
  sessionListResult,
} from './schemas.js';

/** Dependencies of {@link minutesRoutes}. */
interface MinutesRouteDeps {
  db: Kysely<Database>;
  now: () => Date;
}

interface Variant {
  prefix: '' | 'my';
  /** Access of list/detail/export, and of save. */
  read: (op: MinutesOperation) => RouteAccess<MinutesOperation>;
  save: RouteAccess<MinutesOperation>;
  scope: (userId: number) => MinutesScope;
}

const VARIANTS: Variant[] = [
  { prefix: '', read: (operation) => ({ operation }), save: { operation: 'minutes:update' }, scope: () => null },
  // The 'my' endpoints: reads need a sign-in, and everything is limited to the caller's sessions.
  { prefix: 'my', read: () => ({ auth: 'self' }), save: { operation: 'minutes:myUpdate' }, scope: (userId) => userId },
];

const action = (prefix: string, name: string) => (prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name);

function sendDownload(reply: FastifyReply, fileName: string, body: string): FastifyReply {
  return reply
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .type('application/octet-stream')
    .send(Buffer.from(body, 'utf8'));
}

/**
 * Meeting minutes of research sessions: POST /api/admin/minutes/{sessions,detail,save,export}
 * and the caller-scoped /api/admin/minutes/{mySessions,myDetail,mySave,myExport}.
 */
export function minutesRoutes(app: FastifyInstance, deps: MinutesRouteDeps): void {
  const { db, now } = deps;
  const tags = ['minutes'];
  for (const v of VARIANTS) {
    const base = `/api/admin/minutes/`;
    const mine = v.prefix === 'my' ? " (the caller's sessions only)" : '';
    defineRoute(app, {
      method: 'POST',
      url: base + action(v.prefix, 'sessions'),
      access: v.read('minutes:list'),
      summary: `Sessions with their minutes version${mine}`,
      tags,
      body: sessionListBody,
      result: sessionListResult,
      handler: async (request) => ok(await listMinutesSessions(db, request.body ?? {}, v.scope(requireAuth(request).userId))),
    });
    defineRoute(app, {
      method: 'POST',
      url: base + action(v.prefix, 'detail'),
      access: v.read('minutes:detail'),
      summary: `The minutes of a session${mine}`,
      tags,
      body: sessionIdBody,
      result: detailResult,
      handler: async (request) => ok(await loadMinutes(db, request.body.sessionId, v.scope(requireAuth(request).userId))),
    });
    defineRoute(app, {
      method: 'POST',
      url: base + action(v.prefix, 'save'),
      access: v.save,
      summary: `Save minutes from the version they were loaded at (409 when someone saved in between)${mine}`,
      tags,
      body: saveBody,
      result: saveResult,
      handler: async (request) => ok(await saveMinutes(db, request, request.body, v.scope(requireAuth(request).userId), now())),
    });
    defineRoute(app, {
      method: 'POST',
      url: base + action(v.prefix, 'export'),
      access: v.read('minutes:detail'),
      summary: `Minutes as Markdown or plain text (application/octet-stream)${mine}`,
      tags,
      body: exportBody,
      result: bytesResult,
      handler: async (request, reply) => {
        const minutes = await loadMinutes(db, request.body.sessionId, v.scope(requireAuth(request).userId));
        const text = request.body.format === 'markdown' ? minutesToMarkdown(minutes) : minutesToText(minutes);
        const detail = { format: request.body.format };
        await recordWrite(db, request, { action: 'minutes.export', target: `session:${request.body.sessionId}`, detail }, now());
        return sendDownload(reply, exportFileName(minutes, request.body.format), text);
      },
    });
  }
}
