// An in-memory server that meets the backend contract, as an axios adapter: the conformance kit's tests run
// against it and against broken adapters wrapped around it. Test support only (not exported by the package).
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { DictEntry } from '../../dict/types';
import type { MenuAndOperate } from '../../menu/types';

/** The one account's password. */
export const CONTRACT_PASSWORD = 'right-password';
/** The list route the fake pages. */
export const LIST_PATH = '/api/admin/thing/list';

const USER = { userId: 1, uuid: 'u-1', type: 'admin', username: 'admin', realName: 'Ada Admin', avatar: null, roleList: ['admin'] };
const MENU: MenuAndOperate = {
  menuTree: [
    {
      path: 'dashboard',
      name: 'dashboard',
      title: 'menu.dashboard',
      arcoIcon: 'IconDashboard',
      isShow: 1,
      order: 1,
      children: [
        {
          path: 'workplace',
          name: 'Workplace',
          title: 'menu.dashboard.workplace',
          arcoIcon: '',
          isShow: 1,
          order: 1,
          component: 'dashboard/workplace',
          children: [],
        },
      ],
    },
    {
      path: 'projectMgt',
      name: 'projectMgt',
      title: 'menu.projectMgt',
      arcoIcon: 'IconApps',
      isShow: 1,
      order: 2,
      children: [
        { path: 'myProjects', name: 'MyProjects', title: 'menu.projectMgt.myProjects', isShow: 1, component: 'projectMgt/myProjects' },
        {
          path: 'projectMyDetail/:id',
          name: 'ProjectMyDetail',
          title: 't',
          isShow: 0,
          component: 'projectMgt/project',
          activeMenu: 'MyProjects',
        },
      ],
    },
  ],
  operateList: ['project:add', 'project:delete'],
};
const DICTS: DictEntry[] = [
  {
    dictCode: 'status',
    dictName: 'Status',
    items: [
      { label: 'Open', value: '1' },
      { label: 'Closed', value: '2', color: 'red' },
    ],
  },
  { dictCode: 'status', dictName: 'Repeated', items: [] },
  { dictCode: 'empty', items: [] },
];
const THINGS = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `thing ${i + 1}` }));
/** The menu without its home route, the dashboard. */
const MENU_WITHOUT_HOME: MenuAndOperate = { ...MENU, menuTree: MENU.menuTree.slice(1) };

/** Ways the fake may depart from the contract (each breaks one rule). */
export interface ContractServerOptions {
  /** Answer every refusal with HTTP 200 (the envelope still says the code). */
  status200?: boolean;
  /** The code a call without a token gets (default 50008). */
  missingTokenCode?: number;
  /** Grant any page size (no maximum). */
  noPageMaximum?: boolean;
  /** Answer page 1 whatever `current` asks. */
  ignoresCurrent?: boolean;
  /** Answer every row whatever `keyword` asks. */
  ignoresFilters?: boolean;
  /** Drop a field the list does not have, instead of refusing it. */
  dropsUnknownFields?: boolean;
  /** Leave the home route (/dashboard/workplace) out of the menu. */
  noHome?: boolean;
}

/** The fields the list route takes. */
const LIST_FIELDS = ['current', 'pageSize', 'keyword'];

/**
 * Creates the fake: `adapter` answers the contract's calls in memory; `tokens` are the live tokens.
 * @example
 * const server = createContractServer();
 * await checkBackendContract({ adapter: server.adapter, credentials: { username: 'admin', password: CONTRACT_PASSWORD } });
 */
export function createContractServer(options: ContractServerOptions = {}): { adapter: AxiosAdapter; tokens: Set<string> } {
  const tokens = new Set<string>();
  let issued = 0;
  const ok = (result: unknown) => ({ code: 200, message: 'ok', result });
  const refuse = (code: number, message: string) => ({ code, message, result: null });
  const answer = (url: string, body: Record<string, unknown>, token: string) => {
    if (url === '/api/admin/land/login') {
      if (body.username !== 'admin' || body.password !== CONTRACT_PASSWORD) return refuse(400, 'Invalid username or password');
      const fresh = `token-${(issued += 1)}`;
      tokens.add(fresh);
      return ok({ token: fresh, userInfo: USER, menuAndOperate: MENU });
    }
    if (!token) return refuse(options.missingTokenCode ?? 50008, 'Invalid token');
    if (!tokens.has(token)) return refuse(50008, 'Invalid token');
    if (url === '/api/admin/land/logout') return ok(tokens.delete(token) && null);
    if (url === '/api/admin/self/selfInfo') return ok(USER);
    if (url === '/api/admin/self/menuAndOperate') return ok(options.noHome ? MENU_WITHOUT_HOME : MENU);
    if (url === '/api/admin/dict/all') return ok(DICTS);
    if (url !== LIST_PATH) return refuse(404, 'Not found');
    const unknown = Object.keys(body).find((key) => !LIST_FIELDS.includes(key));
    if (unknown && !options.dropsUnknownFields) return refuse(400, `${unknown} is not a field of this request`);
    const current = Number(body.current ?? 1);
    const pageSize = Number(body.pageSize ?? 20);
    if (pageSize > 100 && !options.noPageMaximum) return refuse(400, 'pageSize must be at most 100');
    const keyword = typeof body.keyword === 'string' && !options.ignoresFilters ? body.keyword : '';
    const found = THINGS.filter((thing) => thing.name.includes(keyword));
    const start = options.ignoresCurrent ? 0 : (current - 1) * pageSize;
    return ok({ list: found.slice(start, start + pageSize), total: found.length, current, pageSize });
  };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const body = (typeof config.data === 'string' && config.data ? JSON.parse(config.data) : {}) as Record<string, unknown>;
    const token = String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
    const data = answer(config.url ?? '', body, token);
    const status = options.status200 || data.code === 200 ? 200 : data.code >= 50000 ? 401 : data.code;
    return { data, status, statusText: String(status), headers: { 'content-type': 'application/json' }, config };
  };
  return { adapter, tokens };
}
