// The straightforward list routes (see queries.ts), one beside each varied list of bench/load.mjs, at
// /api/admin/straightforward/<list>, each declaring the access of the list it stands beside.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { routeDefinerFor } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { Type, type TSchema } from '../../http/schema-types.js';
import { operationCodes } from '../../modules/api-module.js';
import { contains, offsetPage } from './queries.js';

const defineRoute = routeDefinerFor([
  ...operationCodes('project', ['list']),
  ...operationCodes('session', ['list']),
  ...operationCodes('audit', ['list']),
  ...operationCodes('file', ['list']),
  ...operationCodes('user', ['list']),
]);
const text = Type.Optional(Type.String({ maxLength: 100 }));
const id = Type.Optional(Type.Integer({ minimum: 1 }));
const page = { current: Type.Integer({ minimum: 1, maximum: 100_000 }), pageSize: Type.Integer({ minimum: 1, maximum: 100 }) };
const result = Type.Object({
  list: Type.Array(Type.Record(Type.String(), Type.Unknown()), { maxItems: 100 }),
  total: Type.Integer(),
  totalCapped: Type.Boolean(),
  current: Type.Integer(),
  pageSize: Type.Integer(),
});
type Dir = 'asc' | 'desc';

/** Registers the straightforward lists. */
export function straightforwardListRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): void {
  const route = <B extends TSchema>(
    list: string,
    access: Parameters<typeof defineRoute>[1]['access'],
    body: B,
    run: (body: never, userId: number) => Promise<unknown>,
  ) =>
    defineRoute(app, {
      method: 'POST',
      url: `/api/admin/straightforward/${list}`,
      access,
      summary: `The ${list} list as a team writes it first (bench/)`,
      tags: ['straightforward'],
      body,
      result,
      handler: async (request) => ok((await run(request.body as never, requireAuth(request).userId)) as never),
    });

  const projectBody = Type.Object({
    ...page,
    keyword: text,
    status: text,
    clientId: id,
    dateFrom: text,
    dateTo: text,
    sortField: text,
    sortOrder: text,
  });
  route(
    'project/list',
    { operation: 'project:list' },
    projectBody,
    async (q: Record<string, never> & { current: number; pageSize: number }) => {
      const f = q as {
        keyword?: string;
        status?: string;
        clientId?: number;
        dateFrom?: string;
        dateTo?: string;
        sortField?: string;
        sortOrder?: string;
      };
      let m = db.selectFrom('projects as p');
      const keyword = f.keyword?.trim();
      if (keyword) m = m.where((eb) => eb.or([contains(db, 'p.name', keyword), contains(db, 'p.code', keyword)]));
      if (f.status) m = m.where('p.status', '=', f.status as 'active');
      if (f.clientId !== undefined) m = m.where('p.client_id', '=', f.clientId);
      if (f.dateFrom) m = m.where('p.end_date', '>=', f.dateFrom);
      if (f.dateTo) m = m.where('p.start_date', '<=', f.dateTo);
      const column = ({ name: 'p.name', code: 'p.code', startDate: 'p.start_date' } as const)[f.sortField as 'name'] ?? 'p.created_at';
      const dir: Dir = f.sortOrder === 'ascend' || (f.sortField && !f.sortOrder) ? 'asc' : 'desc';
      const rows = m
        .leftJoin('users as c', 'c.id', 'p.client_id')
        .select(['p.id', 'p.name', 'p.code', 'p.status', 'p.start_date', 'p.end_date', 'p.created_at', 'c.username as client'])
        .orderBy(column, dir)
        .orderBy('p.id', dir);
      return offsetPage(db, rows, m, q);
    },
  );

  const sessions = (q: { current: number; pageSize: number; projectId?: number; sortOrder?: string }, mine: number | null) => {
    let m = db.selectFrom('project_sessions as s').innerJoin('projects as p', 'p.id', 's.project_id').where('s.deleted_at', 'is', null);
    if (q.projectId !== undefined) m = m.where('s.project_id', '=', q.projectId);
    if (mine !== null)
      m = m.where((eb) =>
        eb.or([
          eb('s.moderator_id', '=', mine),
          eb('p.client_id', '=', mine),
          eb('s.project_id', 'in', eb.selectFrom('project_moderators').select('project_id').where('user_id', '=', mine)),
          eb('s.project_id', 'in', eb.selectFrom('project_members').select('project_id').where('user_id', '=', mine)),
        ]),
      );
    const dir: Dir = q.sortOrder === 'descend' ? 'desc' : 'asc';
    const rows = m
      .select((eb) => [
        's.id',
        's.title',
        's.start_at',
        's.status',
        'p.name as project_name',
        eb
          .selectFrom('session_participants as sp')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('sp.session_id', '=', 's.id')
          .as('participants'),
      ])
      .orderBy('s.start_at', dir)
      .orderBy('s.id', dir);
    return offsetPage(db, rows, m, q);
  };
  route('session/list', { operation: 'session:list' }, Type.Object({ ...page, projectId: id, sortOrder: text }), (q) => sessions(q, null));
  route('session/myList', { auth: 'self' }, Type.Object({ ...page, sortOrder: text }), (q, userId) => sessions(q, userId));

  const auditBody = Type.Object({ ...page, actor: text, action: text, target: text, outcome: text, from: text, to: text });
  route(
    'audit/list',
    { operation: 'audit:list' },
    auditBody,
    async (q: { current: number; pageSize: number } & Record<string, string | undefined>) => {
      let m = db.selectFrom('audit_log');
      for (const [field, column] of [
        ['actor', 'actor_username'],
        ['action', 'action'],
        ['target', 'target'],
        ['outcome', 'outcome'],
      ] as const)
        if (q[field]) m = m.where(column, '=', q[field] as 'success');
      if (q.from) m = m.where('at', '>=', q.from);
      if (q.to) m = m.where('at', '<', q.to);
      return offsetPage(db, m.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), m, q);
    },
  );

  route(
    'file/list',
    { operation: 'file:list' },
    Type.Object({ ...page, keyword: text, mime: text }),
    async (q: { current: number; pageSize: number; keyword?: string; mime?: string }) => {
      let m = db.selectFrom('files as f');
      const keyword = q.keyword?.trim();
      if (keyword) m = m.where(contains(db, 'f.clean_name', keyword));
      if (q.mime === 'image') m = m.where('f.mime', 'like', 'image/%');
      else if (q.mime) m = m.where('f.mime', '=', q.mime);
      const columns = [
        'f.id',
        'f.original_name',
        'f.clean_name',
        'f.mime',
        'f.size',
        'f.sha256',
        'f.uploader_name',
        'f.created_at',
      ] as const;
      return offsetPage(db, m.select(columns).orderBy('f.created_at', 'desc').orderBy('f.id', 'desc'), m, q);
    },
  );

  const userBody = Type.Object({ ...page, type: text, status: text, keyword: text, roleCode: text, sortField: text, sortOrder: text });
  route(
    'user/list',
    { operation: 'user:list' },
    userBody,
    async (q: { current: number; pageSize: number } & Record<string, string | undefined>) => {
      let m = db.selectFrom('users as u').where('u.deleted_at', 'is', null);
      if (q.type) m = m.where('u.type', '=', q.type as 'client');
      if (q.status) m = m.where('u.status', '=', q.status as 'enabled');
      const keyword = q.keyword?.trim();
      if (keyword)
        m = m.where((eb) => eb.or(['u.username', 'u.real_name', 'u.email', 'u.phone_number'].map((c) => contains(db, c, keyword))));
      const column = ({ username: 'u.username', realName: 'u.real_name' } as const)[q.sortField as 'username'] ?? 'u.created_at';
      const dir: Dir = q.sortOrder === 'asc' ? 'asc' : 'desc';
      const columns = ['u.id', 'u.username', 'u.real_name', 'u.type', 'u.status', 'u.email', 'u.phone_number', 'u.created_at'] as const;
      return offsetPage(db, m.select(columns).orderBy(column, dir).orderBy('u.id', dir), m, q);
    },
  );
}
