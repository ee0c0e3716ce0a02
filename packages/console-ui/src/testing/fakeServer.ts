import type { DictEntry, MenuAndOperate, MenuNode } from '@backoffice/console-core';
import type { HttpAdapter } from '../createConsole';

/** A tiny in-memory back end for stories and tests (never exported from the package index). */
export interface FakeServerOptions {
  /** Delay of every answer in ms (stories use it to show loading states). */
  delay?: number;
  /** Make the login fail with this message ('' = a failure without message). */
  loginError?: string;
  /** Answer the right password with a second step (this challenge) instead of a token. */
  secondFactorChallenge?: string;
  /** Make menuAndOperate fail. */
  menuError?: boolean;
  /** Answer login with token and user info only, like a server that does not send the menu with it. */
  loginWithoutMenu?: boolean;
  menuTree?: MenuNode[];
  operateList?: string[];
}

export const FAKE_MENU: MenuNode[] = [
  {
    path: 'dashboard',
    name: 'dashboard',
    title: 'menu.dashboard',
    arcoIcon: 'IconDashboard',
    isShow: 1,
    order: 1,
    children: [{ path: 'workplace', name: 'Workplace', title: 'menu.dashboard.workplace', component: 'dashboard/workplace', isShow: 1 }],
  },
  {
    path: 'projectMgt',
    name: 'projectMgt',
    title: 'menu.projectMgt',
    arcoIcon: 'IconApps',
    isShow: 1,
    order: 2,
    children: [
      { path: 'projectList', name: 'ProjectList', title: 'menu.projectMgt.projectList', component: 'projectMgt/projectList', isShow: 1 },
      { path: 'myProjects', name: 'MyProjects', title: 'menu.projectMgt.myProjects', component: 'projectMgt/myProjects', isShow: 1 },
      {
        path: 'projectMyDetail',
        name: 'ProjectMyDetail',
        title: 'menu.projectMgt.projectMyDetail',
        component: 'projectMgt/project',
        isShow: 0,
      },
    ],
  },
  {
    path: 'setting',
    name: 'setting',
    title: 'menu.setting',
    arcoIcon: 'IconSettings',
    isShow: 1,
    order: 3,
    children: [
      { path: 'role', name: 'Role', title: 'menu.setting.role', component: 'setting/role', isShow: 1 },
      { path: 'dict', name: 'Dict', title: 'menu.setting.dict', component: 'setting/dict', isShow: 1 },
    ],
  },
];

export const FAKE_DICTS: DictEntry[] = [
  // Labels per locale as /api/admin/dict/all sends them; 'Closed' has no zh-CN label (shown in English there).
  {
    dictCode: 'project_status',
    dictName: 'Project status',
    dictNames: { 'en-US': 'Project status', 'zh-CN': '项目状态' },
    items: [
      { label: 'Draft', labels: { 'en-US': 'Draft', 'zh-CN': '草稿' }, value: '0', color: 'gray' },
      { label: 'Active', labels: { 'en-US': 'Active', 'zh-CN': '进行中' }, value: '1', color: 'green' },
      { label: 'Closed', labels: { 'en-US': 'Closed' }, value: '2', color: 'red' },
    ],
  },
  { dictCode: 'project_status', dictName: 'Duplicate (ignored)', items: [] },
];

export const FAKE_USER = { userId: 1, username: 'admin', realName: 'Ada Admin', roleList: ['admin'], type: 'admin' };

/** Fake projects for paged lists. */
export const FAKE_PROJECTS = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Project ${i + 1}`, status: String(i % 3) }));

/** The request log of a fake server, newest last. */
export interface FakeServer {
  adapter: HttpAdapter;
  calls: { url: string; body: Record<string, unknown> }[];
}

/**
 * Creates an axios adapter answering the console's calls with envelopes.
 * @example
 * const server = createFakeServer({ loginError: 'Wrong password' });
 * createConsole({ adapter: server.adapter });
 */
export function createFakeServer(options: FakeServerOptions = {}): FakeServer {
  const calls: FakeServer['calls'] = [];
  const answer = (url: string, body: Record<string, unknown>): { code: number; message: string; result: unknown } => {
    const ok = (result: unknown) => ({ code: 200, message: 'ok', result });
    switch (url) {
      case '/api/admin/land/login':
        if (options.loginError !== undefined) return { code: 400, message: options.loginError, result: null };
        if (options.secondFactorChallenge !== undefined) {
          return {
            code: 200,
            message: 'Enter your verification code',
            result: { secondFactor: { challenge: options.secondFactorChallenge, methods: ['totp'] } },
          };
        }
        if (options.loginWithoutMenu) return ok({ token: 'fake-token', userInfo: FAKE_USER });
        return ok({
          token: 'fake-token',
          userInfo: FAKE_USER,
          menuAndOperate: { menuTree: options.menuTree ?? FAKE_MENU, operateList: options.operateList ?? ['project:add'] },
        });
      case '/api/admin/expired':
        return { code: 50008, message: 'Invalid token', result: null };
      case '/api/admin/land/logout':
        return ok(null);
      case '/api/admin/self/selfInfo':
        return ok(FAKE_USER);
      case '/api/admin/self/menuAndOperate':
        if (options.menuError) return { code: 500, message: 'menu down', result: null };
        return ok({
          menuTree: options.menuTree ?? FAKE_MENU,
          operateList: options.operateList ?? ['project:add'],
        } satisfies MenuAndOperate);
      case '/api/admin/dict/all':
        return ok(FAKE_DICTS);
      case '/api/admin/project/list': {
        const current = Number(body.current ?? 1);
        const pageSize = Number(body.pageSize ?? 20);
        const list = FAKE_PROJECTS.slice((current - 1) * pageSize, current * pageSize);
        return ok({ list, total: FAKE_PROJECTS.length, current, pageSize });
      }
      default:
        return { code: 404, message: `no fake for ${url}`, result: null };
    }
  };
  const adapter: HttpAdapter = async (config) => {
    const url = (config.url ?? '').replace(config.baseURL ?? '', '');
    const raw: unknown = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : (config.data ?? {});
    const body = (raw ?? {}) as Record<string, unknown>;
    calls.push({ url, body });
    if (options.delay) await new Promise((r) => setTimeout(r, options.delay));
    return { data: answer(url, body), status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, config };
  };
  return { adapter, calls };
}
