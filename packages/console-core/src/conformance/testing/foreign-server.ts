// An in-memory server that does NOT speak the contract (other paths, GET calls, unwrapped JSON, errors as HTTP
// statuses with `{ error }`), as a raw axios adapter that rejects non-2xx answers like axios's own adapters.
// The example adapter of docs/backend-contract.md (foreign-backend.ts) is tested against it. Test support only.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

const USER = { id: 'u-7', login: 'ada', displayName: 'Ada Lovelace', roles: ['editor'] };
const NAVIGATION = {
  sections: [
    {
      key: 'content',
      label: 'Content',
      icon: 'IconFile',
      pages: [
        { key: 'articles', label: 'Articles', view: 'content/articles', hidden: false },
        { key: 'articleEdit', label: 'Edit article', view: 'content/articleEdit', hidden: true },
      ],
    },
  ],
  permissions: ['article:publish'],
};
const LOOKUPS = {
  articleState: [
    { id: 'draft', text: 'Draft' },
    { id: 'live', text: 'Published' },
  ],
};

/** The one account's password on the foreign server ('ada'). */
export const FOREIGN_PASSWORD = 'ada-secret-1';

/**
 * Creates the foreign server's adapter.
 * @example
 * createConsole({ adapter: foreignErrors(createForeignServer()) });
 */
export function createForeignServer(): AxiosAdapter {
  const tokens = new Set<string>();
  const answer = (config: InternalAxiosRequestConfig): [number, unknown] => {
    const route = `${config.method?.toUpperCase()} ${config.url}`;
    const body = (typeof config.data === 'string' && config.data ? JSON.parse(config.data) : {}) as Record<string, unknown>;
    if (route === 'POST /auth/sign-in') {
      if (body.login !== 'ada' || body.secret !== FOREIGN_PASSWORD) return [422, { error: 'Wrong login or password' }];
      const token = `acme-${tokens.size + 1}`;
      tokens.add(token);
      return [200, { accessToken: token, user: USER }];
    }
    const token = String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
    if (!tokens.has(token)) return [401, { error: 'Not signed in' }];
    if (route === 'POST /auth/sign-out') return [204, ''];
    if (route === 'GET /me') return [200, USER];
    if (route === 'GET /me/navigation') return [200, NAVIGATION];
    if (route === 'GET /lookups') return [200, LOOKUPS];
    return [404, { error: `No route ${route}` }];
  };
  return async (config) => {
    const [status, data] = answer(config);
    if (status === 204) tokens.delete(String(config.headers.get('Authorization')).replace(/^Bearer /, ''));
    const response: AxiosResponse = { data, status, statusText: String(status), headers: { 'content-type': 'application/json' }, config };
    if (status >= 300) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
}
