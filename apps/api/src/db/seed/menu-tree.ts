// The built-in permission tree: the menu of spec §2 with operation codes under their menus.
// Titles are i18n keys derived from the paths (menu.<group>, menu.<group>.<path>); components
// default to '<group>/<path>'.
import { OPERATIONS_BY_MENU, type OperationCode } from '../../auth/operations.js';

/** A menu entry (a route) under a directory. */
export interface SeedMenu {
  path: string;
  /** Route name, unique across the tree. */
  name: string;
  /** Defaults to '<group>/<path>'. */
  component?: string;
  /** 0 hides it from the menu (the route still exists). */
  isShow?: 0 | 1;
  /** For a hidden entry: the route name of the visible entry the menu highlights for it. */
  activeMenu?: string;
  operations: readonly OperationCode[];
}

/** A top-level directory. */
export interface SeedDirectory {
  path: string;
  arcoIcon: string;
  menus: SeedMenu[];
}

function menu(path: string, name: string, extra: { component?: string; isShow?: 0; activeMenu?: string } = {}): SeedMenu {
  const operations = (OPERATIONS_BY_MENU as Record<string, readonly OperationCode[]>)[name] ?? [];
  return { path, name, ...extra, operations };
}
const hidden = (component: string, activeMenu?: string) => ({ component, isShow: 0 as const, ...(activeMenu ? { activeMenu } : {}) });

/** The tree, in menu order. */
export const MENU_TREE: readonly SeedDirectory[] = [
  { path: 'dashboard', arcoIcon: 'IconDashboard', menus: [menu('workplace', 'Workplace')] },
  {
    path: 'projectMgt',
    arcoIcon: 'IconApps',
    menus: [
      menu('projectList', 'ProjectMgtList'),
      menu('createProject', 'CreateProject', hidden('projectMgt/project', 'ProjectMgtList')),
      menu('projectEdit', 'ProjectEdit', hidden('projectMgt/project', 'ProjectMgtList')),
      menu('projectDetail', 'ProjectDetail', hidden('projectMgt/project', 'ProjectMgtList')),
      menu('sessionDetail', 'SessionDetail', hidden('projectMgt/session', 'ProjectMgtList')),
      menu('sessionEdit', 'SessionEdit', hidden('projectMgt/session', 'ProjectMgtList')),
      menu('myProjects', 'MyProjects'),
      menu('createMyProject', 'CreateMyProject', hidden('projectMgt/myProject', 'MyProjects')),
      menu('projectMyEdit', 'ProjectMyEdit', hidden('projectMgt/myProject', 'MyProjects')),
      menu('projectMyDetail', 'ProjectMyDetail', hidden('projectMgt/myProject', 'MyProjects')),
      menu('sessionMyDetail', 'SessionMyDetail', hidden('projectMgt/mySession', 'MyProjects')),
      menu('sessionMyEdit', 'SessionMyEdit', hidden('projectMgt/mySession', 'MyProjects')),
      menu('myMeetingMinutes', 'MyMeetingMinutes', hidden('projectMgt/meetingMinutes', 'MyProjects')),
      menu('meetingMinutes', 'MeetingMinutes', hidden('projectMgt/meetingMinutes', 'ProjectMgtList')),
    ],
  },
  { path: 'operation', arcoIcon: 'IconDesktop', menus: [menu('admin', 'ProjectList')] },
  { path: 'admin', arcoIcon: 'IconUser', menus: [menu('adminList', 'AdminList')] },
  { path: 'moderator', arcoIcon: 'IconUserGroup', menus: [menu('moderatorList', 'ModeratorList')] },
  { path: 'client', arcoIcon: 'IconIdcard', menus: [menu('clientList', 'ClientList')] },
  { path: 'question', arcoIcon: 'IconQuestionCircle', menus: [menu('questionList', 'QuestionList')] },
  { path: 'pictureIt', arcoIcon: 'IconImage', menus: [menu('pictureItList', 'PictureItList')] },
  { path: 'demo', arcoIcon: 'IconList', menus: [menu('demo-table', 'DemoTable')] },
  {
    path: 'setting',
    arcoIcon: 'IconSettings',
    menus: [
      menu('permission', 'Permission'),
      menu('role', 'Role'),
      menu('dict', 'Dict'),
      menu('dictItem', 'DictItem', { isShow: 0 }),
      menu('verifyCode', 'VerifyCode'),
      menu('resetPassword', 'ResetPassword'),
      menu('agreement', 'Agreement'),
      menu('file', 'File'),
      menu('auditLog', 'AuditLog'),
    ],
  },
];

/** Grants of a built-in role: whole directories (with every menu and operation under them) and single menus. */
export interface RoleGrant {
  directories: readonly string[];
  /** Route names; each brings its directory (so it shows in the menu) and its operations. */
  menus: readonly string[];
  /** Single operations granted without their menu (e.g. uploading Picture It images without File Management). */
  operations?: readonly OperationCode[];
}

/** The built-in roles. `admin` is always granted every permission, including ones added later. */
export const BUILTIN_ROLES: readonly { code: 'admin' | 'moderator' | 'client'; name: string; grant: RoleGrant | 'all' }[] = [
  { code: 'admin', name: 'Administrator', grant: 'all' },
  {
    code: 'moderator',
    name: 'Moderator',
    grant: {
      directories: ['dashboard', 'question', 'pictureIt', 'demo', 'operation'],
      menus: [
        'MyProjects', 'CreateMyProject', 'ProjectMyEdit', 'ProjectMyDetail',
        'SessionMyDetail', 'SessionMyEdit', 'MyMeetingMinutes', 'ResetPassword',
      ],
      // Picture It sets are built from uploaded images, previewed in the console.
      operations: ['file:add', 'file:detail'],
    },
  },
  { code: 'client', name: 'Client', grant: { directories: ['dashboard', 'operation'], menus: ['ResetPassword'] } },
];
