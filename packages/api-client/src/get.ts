// The server's JSON GET routes (the health probes, the Microsoft sign-in's configuration), called through the
// console's envelope client: its axios instance (`client.axios()`) carries the token and the language, and its
// interceptors turn an error envelope into the kit's toast and `EnvelopeError`, as for a POST.
import type { EnvelopeClient, RequestOptions } from '@backoffice/console-core';
import type { paths } from './generated/openapi';

/** The JSON envelope a route's GET answers with 200, or never (a file, a redirect). */
type GetEnvelope<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer E } } } };
}
  ? E
  : never;

/**
 * The GET routes that answer JSON: what `get` calls (the redirects and the file links are `href`'s).
 * @example
 * const path: ApiGetPath = '/api/health/ready'; // '/api/admin/land/ms/start' (a redirect) does not compile
 */
export type ApiGetPath = {
  [P in keyof paths]: GetEnvelope<P> extends { result: infer R } ? ([R] extends [null] ? never : P) : never;
}[keyof paths];

/**
 * What a GET route answers: the envelope's `result`.
 * @example
 * type Ready = ApiGetResult<'/api/health/ready'>; // { status: 'ready' | 'not-ready'; database: ...; reachable: boolean; ... }
 */
export type ApiGetResult<P extends ApiGetPath> = GetEnvelope<P> extends { result: infer R } ? R : never;

/**
 * Options of a GET: the envelope client's axios config (a GET changes nothing, so no `invalidates`).
 * @example
 * await api.get('/api/health/ready', { signal: AbortSignal.timeout(2000) } satisfies ApiGetOptions);
 */
export type ApiGetOptions = Omit<RequestOptions, 'invalidates'>;

/** GETs `path` with the envelope client's axios instance and resolves with the envelope's `result`. */
export async function getResult<P extends ApiGetPath>(client: EnvelopeClient, path: P, options?: ApiGetOptions): Promise<ApiGetResult<P>> {
  const axios = await client.axios();
  const response = await axios.get<{ result: ApiGetResult<P> }>(path, options);
  return response.data.result;
}
