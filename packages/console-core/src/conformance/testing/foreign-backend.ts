// The example adapter of docs/backend-contract.md ("Your server speaks another shape"), kept here so a test
// proves it passes the conformance kit. Keep the two in step.
import type { AxiosAdapter } from 'axios';
import type { ConsoleBackend, EnvelopeClientSource } from '../../api/types';
import type { UserInfo } from '../../session/types';

interface AcmeUser {
  id: string;
  login: string;
  displayName: string;
  roles: string[];
}
interface AcmePage {
  key: string;
  label: string;
  view: string;
  hidden: boolean;
}
interface AcmeNavigation {
  sections: { key: string; label: string; icon: string; pages: AcmePage[] }[];
  permissions: string[];
}

const toUserInfo = (user: AcmeUser): Omit<UserInfo, 'role'> => ({
  userId: user.id,
  username: user.login,
  realName: user.displayName,
  roleList: user.roles,
});

/**
 * The five calls on Acme's API: other paths, GET where Acme wants it, unwrapped answers mapped to the kit's shapes.
 * @example
 * const bundle: ConsoleBundle = createConsole({ adapter, api: createAcmeBackend(() => bundle.client) });
 */
export function createAcmeBackend(source: EnvelopeClientSource): ConsoleBackend {
  const client = () => (typeof source === 'function' ? source() : source);
  const get = async <T>(url: string): Promise<T> => (await (await client().axios()).get<T>(url)).data;
  return {
    async login({ username, password }) {
      const session = await client().post<{ accessToken: string; user: AcmeUser }>('/auth/sign-in', { login: username, secret: password });
      return { token: session.accessToken, userInfo: toUserInfo(session.user) };
    },
    logout: () => client().post('/auth/sign-out'),
    selfInfo: async () => toUserInfo(await get<AcmeUser>('/me')),
    async menuAndOperate() {
      const navigation = await get<AcmeNavigation>('/me/navigation');
      const menuTree = navigation.sections.map((section) => ({
        path: section.key,
        name: section.key,
        title: section.label,
        arcoIcon: section.icon,
        isShow: 1 as const,
        children: section.pages.map((page) => ({
          path: page.key,
          name: page.key,
          title: page.label,
          component: page.view,
          isShow: page.hidden ? (0 as const) : (1 as const),
        })),
      }));
      return { menuTree, operateList: navigation.permissions };
    },
    async dictAll() {
      const lookups = await get<Record<string, { id: string; text: string }[]>>('/lookups');
      return Object.entries(lookups).map(([dictCode, rows]) => ({
        dictCode,
        items: rows.map((row) => ({ value: row.id, label: row.text })),
      }));
    },
  };
}

/**
 * Turns Acme's error answers into envelopes, so the kit toasts their message and a 401 asks to sign in again.
 * @example
 * createConsole({ adapter: acmeErrors(axios.getAdapter(['xhr', 'fetch'])), api });
 */
export function acmeErrors(inner: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    try {
      return await inner(config);
    } catch (error) {
      const response = (error as { response?: { status: number; data?: { error?: string } } }).response;
      if (!response) throw error;
      const code = response.status === 401 ? 50008 : response.status === 422 ? 400 : response.status;
      const message = response.data?.error ?? `HTTP ${response.status}`;
      return { ...(response as object), status: code === 50008 ? 401 : code, data: { code, message, result: null } } as Awaited<
        ReturnType<AxiosAdapter>
      >;
    }
  };
}
