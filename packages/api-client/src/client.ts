import type { EnvelopeClient, ListQuery, RequestOptions } from '@backoffice/console-core';
import { getResult, type ApiGetOptions, type ApiGetPath, type ApiGetResult } from './get';
import { fillPath, linkTo, type ApiLinkArgs, type ApiLinkPath } from './href';
import { resourceCalls, type ApiResource, type ApiResourceName, type ApiResourceOptions } from './resource';
import type { ApiBody, ApiDownloadPath, ApiListFilters, ApiListPath, ApiPath, ApiPathParams, ApiResult } from './routes';

/**
 * The typed client is a view of console-core's envelope client, not a second HTTP client: every call goes through
 * `client.post` or `client.download`, so the token, Accept-Language, the envelope's unwrapping and its error codes
 * (toasts, the 'Confirm logout' dialog, `EnvelopeError` with 403 or 409) are the kit's, and a write's `invalidates`
 * moves the kit's lists forward as with any other call.
 */

/**
 * Options of a call: the envelope client's (`invalidates`, axios config), and the path parameters of a route that has them.
 * @example
 * await api.download('/api/admin/file/download/{id}', undefined, { params: { id: '42' } });
 */
export type ApiRequestOptions<P extends ApiPath> = RequestOptions &
  ([ApiPathParams<P>] extends [never] ? { params?: never } : { params: ApiPathParams<P> });

/**
 * A call's arguments: the body (optional when nothing in it is required) and the options (required with path parameters).
 * @example
 * const args: ApiArgs<'/api/admin/role/add'> = [{ code: 'auditor', name: 'Auditor' }, { invalidates: 'role' }];
 */
export type ApiArgs<P extends ApiPath> = [ApiPathParams<P>] extends [never]
  ? Record<string, never> extends ApiBody<P>
    ? [body?: ApiBody<P>, options?: ApiRequestOptions<P>]
    : [body: ApiBody<P>, options?: ApiRequestOptions<P>]
  : [body: ApiBody<P> | undefined, options: ApiRequestOptions<P>];

/**
 * A list route as the kit's list components take it (`usePagedList`, `ResourceList`'s `fetcher`): the list query
 * in (filters typed by the route; the page and sort as the kit keeps them), the server's page out.
 * @example
 * const fetchRoles: ApiListFetcher<'/api/admin/role/list'> = api.list('/api/admin/role/list');
 */
export type ApiListFetcher<P extends ApiListPath> = (query: ListQuery<ApiListFilters<P>>) => Promise<ApiResult<P>>;

/**
 * The server's API, typed route by route.
 * @example
 * const api = createApiClient(useConsole().client);
 * const page = await api.post('/api/admin/project/list', { keyword: 'harbor', current: 1, pageSize: 20 });
 * page.list[0]?.name; // string
 * const { status } = await api.get('/api/health/ready'); // 'ready' | 'not-ready'
 * const link = api.href('/api/admin/file/download/{id}', { id: '42' }); // '/api/admin/file/download/42'
 */
export interface ApiClient {
  /** POSTs to `path` and resolves with the envelope's `result`, typed by the route. */
  post<P extends ApiPath>(path: P, ...args: ApiArgs<P>): Promise<ApiResult<P>>;
  /** POSTs to a route that answers a file and resolves with its bytes and the name the server gave it. */
  download<P extends ApiDownloadPath>(path: P, ...args: ApiArgs<P>): Promise<{ blob: Blob; filename: string | null }>;
  /** The fetcher of a list route, for `usePagedList` and `ResourceList`. */
  list<P extends ApiListPath>(path: P): ApiListFetcher<P>;
  /** GETs a JSON route (the health probes, the Microsoft sign-in's configuration) and resolves with its `result`. */
  get<P extends ApiGetPath>(path: P, options?: ApiGetOptions): Promise<ApiGetResult<P>>;
  /**
   * The address of a GET route (a file's download or preview, the Microsoft sign-in's start), its path parameters
   * filled in and URL-encoded, on the API's origin (with another `baseURL`, put it in front).
   */
  href<P extends ApiLinkPath>(path: P, ...params: ApiLinkArgs<P>): string;
  /**
   * A resource's calls in one line (`list`, `detail`, `add`, `update`, `delete`, `bulk`, `restore`, `export`: those
   * its server declares), typed by their routes; its writes invalidate the resource. See {@link ApiResource}. The same
   * name and options give the same object.
   */
  resource<N extends ApiResourceName>(name: N, options?: ApiResourceOptions): ApiResource<N>;
}

/** The options without `params`, and the path they fill. */
function split(
  path: string,
  options: (RequestOptions & { params?: Record<string, unknown> }) | undefined,
): [string, RequestOptions | undefined] {
  if (!options) return [fillPath(path, undefined), undefined];
  const { params, ...config } = options;
  return [fillPath(path, params), config];
}

/**
 * Makes the typed client over console-core's envelope client (a console's `useConsole().client`).
 * @example
 * const api = createApiClient(useConsole().client);
 * const list = usePagedList(api.list('/api/admin/role/list'), { initialQuery: { keyword: '' }, resource: 'role' });
 * await api.post('/api/admin/role/add', { code: 'auditor', name: 'Auditor' }, { invalidates: 'role' });
 * await api.resource('role').add({ code: 'auditor', name: 'Auditor' }); // the same call
 */
export function createApiClient(client: EnvelopeClient): ApiClient {
  type Options = RequestOptions & { params?: Record<string, unknown> };
  // One object per resource and options: a page may put `api.resource(name)` in an effect's dependencies.
  const resources = new Map<string, unknown>();
  const api: ApiClient = {
    post(path, ...[body, options]) {
      const [url, config] = split(path, options as Options | undefined);
      return client.post(url, body, config);
    },
    download(path, ...[body, options]) {
      const [url] = split(path, options as Options | undefined);
      return client.download(url, body);
    },
    list(path) {
      return (query) => client.post(path, query);
    },
    get: (path, options) => getResult(client, path, options),
    href: linkTo,
    resource(name, options) {
      const key = JSON.stringify([name, options?.invalidates]);
      if (!resources.has(key))
        resources.set(key, resourceCalls({ post: api.post as never, download: api.download as never }, name, options));
      return resources.get(key) as ApiResource<typeof name>;
    },
  };
  return api;
}
