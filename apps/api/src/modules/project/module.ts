// Projects, for staff who manage them all and for moderators and clients on their own ('my' pages), and
// the Operation page that lists a client's projects.
import { SESSION_VIEWERS_SCHEMA } from '../../auth/session-viewers-schema.js';
import { defineApiModule, hiddenEntry, resourceDeps } from '../api-module.js';
import { PROJECT_OPERATIONS, PROJECT_MY_OPERATIONS } from './operations.js';
import * as baseline from './migrations/020_project_baseline.js';
import * as counters from './migrations/020_project_counters_baseline.js';
import * as m020 from './migrations/history/020_projects.js';
import * as m070 from './migrations/history/070_project_search.js';
import * as m074 from './migrations/history/074_project_cover_indexes.js';
import * as m096 from './migrations/history/096_project_walk_indexes.js';
import * as m100 from './migrations/history/100_project_folded_search.js';
import * as m103 from './migrations/history/103_session_start_walks.js';
import * as m104 from './migrations/history/104_project_span_index.js';
import * as m105 from './migrations/history/105_session_viewers.js';
import * as m106 from './migrations/history/106_project_phrase_joints.js';
import * as m107 from './migrations/history/107_project_name_version.js';
import * as m108 from './migrations/history/108_project_gram_bounds.js';
import * as m118 from './migrations/history/118_operation_detail_pages.js';
import { projectRoutes } from './routes.js';
import type { ProjectTables } from './tables.js';

/** The project module. */
export const projectModule = defineApiModule({
  name: 'project',
  tables: [
    'projects',
    'project_moderators',
    'project_members',
    'project_sessions',
    'session_participants',
    'session_questions',
    'session_viewers',
    'project_gram_bounds',
  ] satisfies (keyof ProjectTables)[],
  postgresOnlyTables: ['project_gram_bounds'],
  // The project list and the session module's session list: their versions and triggers are this module's
  // (020_project_counters_baseline).
  cachedLists: {
    project: ['projects', 'project_moderators', 'project_members', 'project_sessions', 'users'],
    session: ['project_sessions', 'projects', 'project_moderators', 'project_members', 'session_participants', 'users'],
  },
  history: {
    baseline: { '020_project_baseline': baseline, '020_project_counters_baseline': counters },
    folded: {
      '020_projects': m020,
      '070_project_search': m070,
      '074_project_cover_indexes': m074,
      '096_project_walk_indexes': m096,
      '100_project_folded_search': m100,
      '103_session_start_walks': m103,
      '104_project_span_index': m104,
      '105_session_viewers': m105,
      '106_project_phrase_joints': m106,
      '107_project_name_version': m107,
      '108_project_gram_bounds': m108,
      '118_operation_detail_pages': m118,
    },
  },
  derivedSchema: [SESSION_VIEWERS_SCHEMA],
  directories: [
    { path: 'projectMgt', titles: { 'en-US': 'Project Management', 'zh-CN': '项目管理' }, arcoIcon: 'IconApps', order: 2 },
    { path: 'operation', titles: { 'en-US': 'Operation', 'zh-CN': '运营' }, arcoIcon: 'IconDesktop', order: 3 },
  ],
  menus: [
    {
      directory: 'projectMgt',
      path: 'projectList',
      titles: { 'en-US': 'Projects', 'zh-CN': '项目列表' },
      name: 'ProjectMgtList',
      order: 1,
      operations: PROJECT_OPERATIONS,
    },
    {
      directory: 'projectMgt',
      path: 'createProject',
      titles: { 'en-US': 'Create Project', 'zh-CN': '创建项目' },
      name: 'CreateProject',
      order: 2,
      ...hiddenEntry('projectMgt/project', 'ProjectMgtList'),
    },
    {
      directory: 'projectMgt',
      path: 'projectEdit',
      titles: { 'en-US': 'Edit Project', 'zh-CN': '编辑项目' },
      name: 'ProjectEdit',
      order: 3,
      ...hiddenEntry('projectMgt/project', 'ProjectMgtList'),
    },
    {
      directory: 'projectMgt',
      path: 'projectDetail',
      titles: { 'en-US': 'Project Detail', 'zh-CN': '项目详情' },
      name: 'ProjectDetail',
      order: 4,
      ...hiddenEntry('projectMgt/project', 'ProjectMgtList'),
    },
    {
      directory: 'projectMgt',
      path: 'myProjects',
      titles: { 'en-US': 'My Projects', 'zh-CN': '我的项目' },
      name: 'MyProjects',
      order: 7,
      operations: PROJECT_MY_OPERATIONS,
    },
    {
      directory: 'projectMgt',
      path: 'createMyProject',
      titles: { 'en-US': 'Create My Project', 'zh-CN': '创建我的项目' },
      name: 'CreateMyProject',
      order: 8,
      ...hiddenEntry('projectMgt/myProject', 'MyProjects'),
    },
    {
      directory: 'projectMgt',
      path: 'projectMyEdit',
      titles: { 'en-US': 'Edit My Project', 'zh-CN': '编辑我的项目' },
      name: 'ProjectMyEdit',
      order: 9,
      ...hiddenEntry('projectMgt/myProject', 'MyProjects'),
    },
    {
      directory: 'projectMgt',
      path: 'projectMyDetail',
      titles: { 'en-US': 'My Project Detail', 'zh-CN': '我的项目详情' },
      name: 'ProjectMyDetail',
      order: 10,
      ...hiddenEntry('projectMgt/myProject', 'MyProjects'),
    },
    { directory: 'operation', path: 'admin', titles: { 'en-US': 'Project List', 'zh-CN': '项目列表' }, name: 'ProjectList', order: 1 },
    // Read-only detail within the caller's record scope, opened from the Operation list (a client holds no project menu).
    {
      directory: 'operation',
      path: 'projectView',
      titles: { 'en-US': 'Project Detail', 'zh-CN': '项目详情' },
      name: 'OperationProjectDetail',
      order: 2,
      ...hiddenEntry('operation/projectView', 'ProjectList'),
    },
  ],
  routes: (app, context) => projectRoutes(app, resourceDeps(context)),
});
