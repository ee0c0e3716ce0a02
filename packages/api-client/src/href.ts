// The addresses of the server's GET routes, for what a browser or a tool opens by URL rather than the envelope
// client calls: a file's download or preview link, the Microsoft sign-in's start, a probe's URL.
import type { paths } from './generated/openapi';

/**
 * Every GET route of the server: what `href` builds an address for.
 * @example
 * const path: ApiLinkPath = '/api/admin/file/preview/{id}';
 */
export type ApiLinkPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/**
 * A GET route's path parameters (`/api/admin/file/download/{id}`: `{ id: string }`), or never.
 * @example
 * const params: ApiLinkParams<'/api/admin/file/download/{id}'> = { id: '42' };
 */
export type ApiLinkParams<P extends ApiLinkPath> = paths[P]['get'] extends { parameters: { path: infer A } } ? A : never;

/**
 * The arguments of `href` after the path: the path parameters when the route has any, else nothing (route by
 * route, so that a misspelled path is named as such rather than as a wrong number of arguments).
 * @example
 * const args: ApiLinkArgs<'/api/admin/file/download/{id}'> = [{ id: '42' }];
 */
export type ApiLinkArgs<P extends ApiLinkPath> = P extends ApiLinkPath
  ? [ApiLinkParams<P>] extends [never]
    ? []
    : [params: ApiLinkParams<P>]
  : never;

/** `path` with each `{name}` replaced by its parameter, URL-encoded (the client's calls and links alike). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** `path` with its parameters filled in and URL-encoded. */
export function linkTo<P extends ApiLinkPath>(path: P, ...[params]: ApiLinkArgs<P>): string {
  return fillPath(path, params as Record<string, unknown> | undefined);
}
