// The server's routes as the client sees them, read off openapi-typescript's `paths` (generated/openapi.ts): for
// each POST route its body, its answer's `result` (the envelope unwrapped, as console-core's client answers) and
// its path parameters. Only types: the generated file ships no code.
import type { paths } from './generated/openapi';

/** The operation of a route's POST. */
type PostOf<P extends ApiPath> = paths[P]['post'];

/**
 * Every route the client calls (the server's POST routes; its GET routes are links and probes).
 * @example
 * const path: ApiPath = '/api/admin/project/list'; // a misspelled path does not compile
 */
export type ApiPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];

/**
 * What a route takes: its JSON body (a multipart route takes `FormData`; a route without a body, nothing).
 * @example
 * const query: ApiBody<'/api/admin/project/list'> = { keyword: 'harbor', status: 'active', current: 1 };
 */
export type ApiBody<P extends ApiPath> =
  PostOf<P> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : PostOf<P> extends { requestBody: { content: { 'multipart/form-data': unknown } } }
      ? FormData
      : Record<string, never>;

/**
 * What a route answers: the envelope's `result` (a file route's result is its bytes: call it with `download`).
 * @example
 * type Page = ApiResult<'/api/admin/project/list'>; // { list: {...}[]; total: number; totalCapped: boolean; ... }
 */
export type ApiResult<P extends ApiPath> = PostOf<P>['responses'][200]['content']['application/json'] extends { result: infer R }
  ? R
  : never;

/**
 * A route's path parameters (`/api/admin/file/download/{id}`: `{ id: string }`), or never.
 * @example
 * const params: ApiPathParams<'/api/admin/file/download/{id}'> = { id: '42' };
 */
export type ApiPathParams<P extends ApiPath> = PostOf<P> extends { parameters: { path: infer A } } ? A : never;

/**
 * The routes that answer a file (export, download, backup): what `download` accepts.
 * @example
 * const path: ApiDownloadPath = '/api/admin/project/export';
 */
export type ApiDownloadPath = { [P in ApiPath]: ApiResult<P> extends string ? P : never }[ApiPath];

/**
 * The paged lists: routes answering `{ list, total }`, which `list` turns into the kit's fetcher.
 * @example
 * const path: ApiListPath = '/api/admin/role/list';
 */
export type ApiListPath = { [P in ApiPath]: ApiResult<P> extends { list: unknown[]; total: number } ? P : never }[ApiPath];

/**
 * A list's filters: its body without the page and the sort.
 * @example
 * const filters: ApiListFilters<'/api/admin/project/list'> = { keyword: 'harbor', status: 'active' };
 */
export type ApiListFilters<P extends ApiListPath> = Omit<ApiBody<P>, 'current' | 'pageSize' | 'sortField' | 'sortOrder'>;

/**
 * A row of a list.
 * @example
 * const name = (project: ApiListRow<'/api/admin/project/list'>) => project.name;
 */
export type ApiListRow<P extends ApiListPath> = ApiResult<P> extends { list: (infer T)[] } ? T : never;
