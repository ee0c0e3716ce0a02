// The projects as a resource (resources/declaration.ts) for the routes the kernel brings them: bulk status (close,
// archive) and export of the list's view, /export for the whole list and /myExport for the caller's own. The list,
// detail and writes stay the module's own routes (routes.ts, my-routes.ts): the list answers from its cache.
import { ownUnlessGranted } from '../../auth/record-scope.js';
import { StringEnum } from '../../http/schema-types.js';
import { defineResource } from '../../resources/declaration.js';
import { PROJECT_MY_OPERATIONS, PROJECT_OPERATIONS } from './operations.js';
import { findProject, listProjects, projectIdsIn, projectPages } from './queries.js';
import { pageOf } from './page-of.js';
import {
  projectFilterBody,
  projectItemSchema,
  projectListBody,
  projectListResult,
  type ProjectFilter,
  type ProjectItem,
} from './schemas.js';
import { changeProjectStateIn } from './writes.js';

const names = (people: readonly { name: string }[]) => people.map((p) => p.name).join('; ');

const STATUS_CHANGES = ['closed', 'archived'] as const;

/** Projects: every project for a caller granted project:list, else the caller's own (auth/record-scope.ts). */
export const projectResource = defineResource<ProjectItem, (typeof PROJECT_OPERATIONS | typeof PROJECT_MY_OPERATIONS)[number]>({
  name: 'project',
  label: 'Project',
  table: 'projects',
  record: projectItemSchema,
  codes: [...PROJECT_OPERATIONS, ...PROJECT_MY_OPERATIONS],
  scope: ownUnlessGranted('project:list'),
  scopeIds: projectIdsIn,
  // Any signed-in caller may call bulk: each action checks its own operation (close, archive), each record the scope.
  access: { bulk: { auth: 'self' }, export: { operation: 'project:export' } },
  list: {
    body: projectListBody,
    result: projectListResult,
    filter: projectFilterBody,
    load: (db, body, scope) => {
      const { page, filter } = pageOf(body);
      return listProjects(db, filter, page, scope);
    },
    pages: (db, filter, scope, limit) => projectPages(db, filter as ProjectFilter, scope, limit),
  },
  detail: (db, id, scope) => findProject(db, id, scope),
  actions: {
    status: {
      operation: (value) => (value === 'archived' ? 'project:archive' : 'project:close'),
      needsValue: true,
      run: async (trx, id, value, caller) => void (await changeProjectStateIn(trx, id, value as 'closed' | 'archived', caller.at)),
    },
  },
  actionValue: StringEnum(STATUS_CHANGES),
  export: {
    columns: {
      id: true,
      code: ['Code', '项目代码'],
      name: ['Name', '项目名称'],
      status: true,
      client: ['Client', '客户'],
      startDate: true,
      endDate: true,
      moderators: ['Moderators', '主持人'],
      members: ['Members', '成员'],
      sessionCount: ['Sessions', '场次'],
      description: true,
      createdAt: true,
    },
    cells: { client: (p) => p.client?.name ?? '', moderators: (p) => names(p.moderators), members: (p) => names(p.members) },
    fileName: 'projects',
  },
});
