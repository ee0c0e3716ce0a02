// The projects as a resource (resources/declaration.ts) for the routes the kernel brings them: bulk status (close,
// archive) and export of the list's view, /export for the whole list and /myExport for the caller's own. The list,
// detail and writes stay the module's own routes (routes.ts, my-routes.ts): the list answers from its cache.
import { StringEnum } from '../../http/schema-types.js';
import { defineResource, exportColumn } from '../../resources/declaration.js';
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

const column = exportColumn<ProjectItem>;
const names = (people: readonly { name: string }[]) => people.map((p) => p.name).join('; ');

/** The columns a project export can write, in their default order. */
const PROJECT_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (p) => p.id),
  column('code', 'Code', '项目代码', (p) => p.code),
  column('name', 'Name', '项目名称', (p) => p.name),
  column('status', 'Status', '状态', (p) => p.status),
  column('client', 'Client', '客户', (p) => p.client?.name ?? ''),
  column('startDate', 'Start date', '开始日期', (p) => p.startDate),
  column('endDate', 'End date', '结束日期', (p) => p.endDate),
  column('moderators', 'Moderators', '主持人', (p) => names(p.moderators)),
  column('members', 'Members', '成员', (p) => names(p.members)),
  column('sessionCount', 'Sessions', '场次', (p) => p.sessionCount),
  column('description', 'Description', '描述', (p) => p.description),
  column('createdAt', 'Created at', '创建时间', (p) => p.createdAt),
];

const STATUS_CHANGES = ['closed', 'archived'] as const;

/** Projects: every project for a caller granted project:list, else the caller's own (auth/record-scope.ts). */
export const projectResource = defineResource<ProjectItem, (typeof PROJECT_OPERATIONS | typeof PROJECT_MY_OPERATIONS)[number]>({
  name: 'project',
  table: 'projects',
  record: projectItemSchema,
  versioned: true,
  notFound: 'Project not found',
  codes: [...PROJECT_OPERATIONS, ...PROJECT_MY_OPERATIONS],
  scope: (auth) => (auth.operations.has('project:list') ? null : { userId: auth.userId }),
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
  export: { columns: PROJECT_EXPORT_COLUMNS, fileName: 'projects' },
});
