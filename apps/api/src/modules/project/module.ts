// Projects, for staff who manage them all and for moderators and clients on their own ('my' pages), and
// the Operation page that lists a client's projects.
import { SESSION_VIEWERS_SCHEMA } from '../../auth/session-viewers-schema.js';
import { defineApiModule, hiddenMenuEntry, menuEntry, resourceDeps } from '../api-module.js';
import { PROJECT_OPERATIONS, PROJECT_MY_OPERATIONS } from './operations.js';
import * as baseline from './migrations/020_project_baseline.js';
import * as counters from './migrations/020_project_counters_baseline.js';
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
    folded: [
      '020_projects',
      '070_project_search',
      '074_project_cover_indexes',
      '096_project_walk_indexes',
      '100_project_folded_search',
      '103_session_start_walks',
      '104_project_span_index',
      '105_session_viewers',
      '106_project_phrase_joints',
      '107_project_name_version',
      '108_project_gram_bounds',
      '118_operation_detail_pages',
    ],
  },
  derivedSchema: [SESSION_VIEWERS_SCHEMA],
  directories: [
    { path: 'projectMgt', titles: { 'en-US': 'Project Management', 'zh-CN': '项目管理' }, arcoIcon: 'IconApps', order: 2 },
    { path: 'operation', titles: { 'en-US': 'Operation', 'zh-CN': '运营' }, arcoIcon: 'IconDesktop', order: 3 },
  ],
  menus: [
    menuEntry('projectMgt/projectList', 'ProjectMgtList', 1, ['Projects', '项目列表'], { operations: PROJECT_OPERATIONS }),
    hiddenMenuEntry('projectMgt/createProject', 'CreateProject', 2, ['Create Project', '创建项目'], 'projectMgt/project', 'ProjectMgtList'),
    hiddenMenuEntry('projectMgt/projectEdit', 'ProjectEdit', 3, ['Edit Project', '编辑项目'], 'projectMgt/project', 'ProjectMgtList'),
    hiddenMenuEntry('projectMgt/projectDetail', 'ProjectDetail', 4, ['Project Detail', '项目详情'], 'projectMgt/project', 'ProjectMgtList'),
    menuEntry('projectMgt/myProjects', 'MyProjects', 7, ['My Projects', '我的项目'], { operations: PROJECT_MY_OPERATIONS }),
    hiddenMenuEntry(
      'projectMgt/createMyProject',
      'CreateMyProject',
      8,
      ['Create My Project', '创建我的项目'],
      'projectMgt/myProject',
      'MyProjects',
    ),
    hiddenMenuEntry(
      'projectMgt/projectMyEdit',
      'ProjectMyEdit',
      9,
      ['Edit My Project', '编辑我的项目'],
      'projectMgt/myProject',
      'MyProjects',
    ),
    hiddenMenuEntry(
      'projectMgt/projectMyDetail',
      'ProjectMyDetail',
      10,
      ['My Project Detail', '我的项目详情'],
      'projectMgt/myProject',
      'MyProjects',
    ),
    menuEntry('operation/admin', 'ProjectList', 1, ['Project List', '项目列表']),
    // Read-only detail within the caller's record scope, opened from the Operation list (a client holds no project menu).
    hiddenMenuEntry(
      'operation/projectView',
      'OperationProjectDetail',
      2,
      ['Project Detail', '项目详情'],
      'operation/projectView',
      'ProjectList',
    ),
  ],
  routes: (app, context) => projectRoutes(app, resourceDeps(context)),
});
