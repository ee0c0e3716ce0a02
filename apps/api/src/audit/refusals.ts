// Security events that no handler sees: the guard's refusals (403) and unusable tokens (401). They are
// recorded here, once for every route, so a probe of the API leaves a trace (ASVS 16.3). A flood from one
// address is capped per minute so that it cannot fill the log; the next kept entry says how many were dropped.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { readAccess } from '../http/access.js';
import { ApiError, Code } from '../http/errors.js';
import { recordAudit } from './record.js';

/** Refusal entries kept per client address and minute; the rest are counted, not stored. */
export const REFUSALS_KEPT_PER_MINUTE = 30;

const TOKEN_CODES: ReadonlySet<number> = new Set([Code.tokenInvalid, Code.sessionEnded, Code.tokenExpired]);

/** Which kind of refusal an error is, or undefined when it is none to record. */
export function refusalKind(error: unknown): 'access.denied' | 'access.invalidToken' | undefined {
  if (error instanceof ApiError) {
    if (error.code === Code.forbidden) return 'access.denied';
    if (TOKEN_CODES.has(error.code)) return 'access.invalidToken';
    return undefined;
  }
  return (error as FastifyError | undefined)?.statusCode === 403 ? 'access.denied' : undefined;
}

/** Counts refusals per address within the current minute. */
function minuteBudget(limit: number) {
  let minute = -1;
  const seen = new Map<string, number>();
  const dropped = new Map<string, number>();
  return {
    /** Returns how many earlier refusals were dropped when this one may be kept, or -1 to drop it. */
    take(address: string, nowMs: number): number {
      const current = Math.floor(nowMs / 60_000);
      if (current !== minute) {
        minute = current;
        seen.clear();
      }
      const count = (seen.get(address) ?? 0) + 1;
      seen.set(address, count);
      if (count > limit) {
        dropped.set(address, (dropped.get(address) ?? 0) + 1);
        return -1;
      }
      const before = dropped.get(address) ?? 0;
      dropped.delete(address);
      return before;
    },
  };
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '';
}

/**
 * Records 403 refusals and refused tokens of guarded routes in the audit log (`access.denied`,
 * `access.invalidToken`), with the route, the reason and the caller when known. Public routes
 * (sign-in) record their own outcomes and are left out. Recording never changes the answer.
 *
 * @example
 * installRefusalAudit(app, db, () => new Date());
 */
export function installRefusalAudit(
  app: FastifyInstance,
  db: Kysely<Database>,
  now: () => Date,
  keptPerMinute = REFUSALS_KEPT_PER_MINUTE,
): void {
  const budget = minuteBudget(keptPerMinute);
  app.addHook('onError', async (request, _reply, error) => {
    const kind = refusalKind(error);
    if (!kind) return;
    const access = readAccess(request.routeOptions.config);
    if (access && 'public' in access) return;
    const at = now();
    const ip = request.ip ?? null;
    const droppedBefore = budget.take(ip ?? '', at.getTime());
    if (droppedBefore < 0) return;
    const auth = request.auth;
    try {
      await recordAudit(
        db,
        {
          actorUserId: auth?.userId ?? null,
          actorUsername: auth?.username ?? null,
          action: kind,
          target: `${request.method} ${routeOf(request)}`,
          detail: { reason: error.message, ...(droppedBefore > 0 ? { droppedBefore } : {}) },
          ip,
          outcome: 'denied',
        },
        at,
      );
    } catch (failure) {
      request.log.error({ err: failure }, 'could not record a refusal in the audit log');
    }
  });
}
