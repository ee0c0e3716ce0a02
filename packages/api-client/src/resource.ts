// A resource's calls in one line: `api.resource('pictureIt')` gives the routes the server declares for it
// (`/api/admin/pictureIt/list`, `/detail`, `/add`, ...), each typed by its route, and its writes tell the kit's
// lists of the resource to fetch again. Only the verbs whose route exists are there: a wrong verb does not compile.
import type { ApiArgs } from './client';
import type { ApiDownloadPath, ApiPath, ApiResult } from './routes';

/** The verbs the server's resource declarations give a resource: each answers at `/api/admin/<name>/<verb>` when declared. */
type StandardVerb = 'list' | 'detail' | 'add' | 'update' | 'delete' | 'bulk' | 'restore' | 'export';

/** The verbs that change records: they invalidate the resource unless a call says otherwise. */
export const WRITE_VERBS: readonly string[] = ['add', 'update', 'delete', 'bulk', 'restore'];

/** The resource `N` of a path ending in `/<verb>`. */
type NameOf<P, V extends string> = P extends `/api/admin/${infer N}/${V}` ? N : never;

/**
 * A resource of the server: the part of a path between `/api/admin/` and one of its standard verbs.
 * @example
 * const name: ApiResourceName = 'pictureIt'; // also 'dict/item', 'session/participant'; a misspelled one does not compile
 */
export type ApiResourceName = { [V in StandardVerb]: NameOf<ApiPath, V> }[StandardVerb];

/**
 * The route of resource `N`'s verb `V` (`/api/admin/${N}/${V}`), or never when the server has none.
 * @example
 * type Reorder = ApiResourcePath<'pictureIt', 'reorder'>; // '/api/admin/pictureIt/reorder'
 */
export type ApiResourcePath<N extends string, V extends string> = Extract<ApiPath, `/api/admin/${N}/${V}`>;

/**
 * Every verb of resource `N`: what follows `/api/admin/${N}/` in its routes (`status`, `whereUsed`, `totp/confirm`, ...
 * and the standard ones).
 * @example
 * const verb: ApiResourceVerb<'question'> = 'whereUsed';
 */
export type ApiResourceVerb<N extends string> = ApiPath extends infer P ? (P extends `/api/admin/${N}/${infer V}` ? V : never) : never;

/** A call of one route: its body and options, its answer. */
type Call<P extends ApiPath> = (...args: ApiArgs<P>) => Promise<ApiResult<P>>;
/** A call of a route that answers a file. */
type DownloadCall<P extends ApiPath> = (...args: ApiArgs<P>) => Promise<{ blob: Blob; filename: string | null }>;

/**
 * Resource `N`'s calls: one method per standard verb whose route exists (`export` answers a file), and `read` and
 * `write` for its other verbs. Writes (`add`, `update`, `delete`, `bulk`, `restore`, `write`) invalidate the
 * resource (or what `api.resource`'s options name) unless the call's options name other `invalidates`.
 * @example
 * const sets = api.resource('pictureIt');
 * const page = await sets.list({ keyword: 'harbor', current: 1, pageSize: 20 });
 * await sets.update({ id: 3, name: 'Harbor views', updatedAt: page.list[0]!.updatedAt });
 * await sets.write('status', { id: 3, status: 'disabled' });
 * const usage = await api.resource('question').read('whereUsed', { id: 9 });
 */
export type ApiResource<N extends ApiResourceName> = {
  [V in StandardVerb as [ApiResourcePath<N, V>] extends [never] ? never : V]: V extends 'export'
    ? ApiResourcePath<N, V> extends ApiDownloadPath
      ? DownloadCall<ApiResourcePath<N, V>>
      : never
    : Call<ApiResourcePath<N, V>>;
} & {
  /** Calls a verb of the resource that changes nothing (no list is invalidated). */
  read<V extends ApiResourceVerb<N>>(verb: V, ...args: ApiArgs<ApiResourcePath<N, V>>): Promise<ApiResult<ApiResourcePath<N, V>>>;
  /** Calls a verb of the resource that changes records: the resource's lists fetch again. */
  write<V extends ApiResourceVerb<N>>(verb: V, ...args: ApiArgs<ApiResourcePath<N, V>>): Promise<ApiResult<ApiResourcePath<N, V>>>;
};

/**
 * Options of `api.resource`: what its writes invalidate (by default the resource's name).
 * @example
 * const roles = api.resource('role', { invalidates: ['role', 'user'] }); // a role's change shows in the staff lists
 */
export interface ApiResourceOptions {
  /** The kit's resource keys a write of this resource invalidates; the resource's name when omitted. */
  invalidates?: string | readonly string[];
}

/** The two calls a resource is made of (the client's `post` and `download`, untyped here). */
interface Transport {
  post(path: string, body: unknown, options?: Record<string, unknown>): Promise<unknown>;
  download(path: string, body: unknown, options?: Record<string, unknown>): Promise<unknown>;
}

/** Resource `name`'s calls over `transport`; its writes carry `invalidates` unless the call names its own. */
export function resourceCalls(transport: Transport, name: string, options: ApiResourceOptions = {}): Record<string, unknown> {
  const invalidates = options.invalidates ?? name;
  const path = (verb: string) => `/api/admin/${name}/${verb}`;
  const read = (verb: string, body?: unknown, config?: Record<string, unknown>) => transport.post(path(verb), body, config);
  const write = (verb: string, body?: unknown, config?: Record<string, unknown>) =>
    transport.post(path(verb), body, { invalidates, ...config });
  const calls: Record<string, unknown> = { read, write };
  for (const verb of ['list', 'detail']) calls[verb] = (body?: unknown, config?: Record<string, unknown>) => read(verb, body, config);
  for (const verb of WRITE_VERBS) calls[verb] = (body?: unknown, config?: Record<string, unknown>) => write(verb, body, config);
  calls.export = (body?: unknown, config?: Record<string, unknown>) => transport.download(path('export'), body, config);
  return calls;
}
