// What a route needs before its handler runs. Every route states exactly one of these in its
// Fastify `config`; the auth guard refuses routes that state none. Operation codes are plain strings here: the
// kernel knows no module. Each module types its own routes' codes (`routeDefinerFor` in define-route.ts).

/** Anyone, no token. */
export interface PublicAccess {
  public: true;
}
/** Any signed-in user. */
export interface SelfAccess {
  auth: 'self';
}
/** A signed-in user whose roles grant this operation code (`Code`: the codes the route's module declares). */
export interface OperationAccess<Code extends string = string> {
  operation: Code;
}
/** Environment-configured secrets a machine caller presents instead of a user session (METRICS_TOKEN, OPS_TOKEN). */
export type ServiceTokenName = 'metrics' | 'ops';
/**
 * A machine caller (a Prometheus scraper, the backup script) presenting the service token set in the
 * environment as `Authorization: Bearer <token>`; no user session is involved. While that token is not
 * configured the route answers 404, so an unconfigured installation exposes nothing.
 */
export interface ServiceTokenAccess {
  serviceToken: ServiceTokenName;
}
/** The access rule of a route; an operation route names one of `Code`. */
export type RouteAccess<Code extends string = string> = PublicAccess | SelfAccess | OperationAccess<Code> | ServiceTokenAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: true;
    auth?: 'self';
    operation?: string;
    serviceToken?: ServiceTokenName;
    /** Set by defineRoute on update routes whose omitted fields keep their stored values. */
    partialUpdate?: boolean;
  }
}

/** Reads the access rule out of a route config; undefined when the route declares none (or more than one). */
export function readAccess(
  config: { public?: unknown; auth?: unknown; operation?: unknown; serviceToken?: unknown } | undefined,
): RouteAccess | undefined {
  if (!config) return undefined;
  const declared: RouteAccess[] = [];
  if (config.public === true) declared.push({ public: true });
  if (config.auth === 'self') declared.push({ auth: 'self' });
  if (typeof config.operation === 'string' && config.operation !== '') {
    declared.push({ operation: config.operation });
  }
  if (config.serviceToken === 'metrics' || config.serviceToken === 'ops') declared.push({ serviceToken: config.serviceToken });
  return declared.length === 1 ? declared[0] : undefined;
}
