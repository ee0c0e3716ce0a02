// Wire shapes of the own sign-in routes (POST /api/admin/self/signIns/*), each defined once as a TypeBox schema:
// Fastify validates and serialises with it, the OpenAPI document shows it, and the console imports its type.
import { Nullable, PageResult, Type, type Static } from '../../http/schema-types.js';

/** Largest page the list answers. */
export const MAX_PAGE_SIZE = 100;

/** One open sign-in of the caller; the token, its hash and the raw user agent are never included. */
export const mySignInItemSchema = Type.Object({
  id: Type.Integer(),
  /** The browser named from the stored user agent, e.g. 'Chrome 124'; null when it cannot be told. */
  browser: Nullable(Type.String()),
  /** The operating system named from the stored user agent, e.g. 'Windows 10'; null when it cannot be told. */
  os: Nullable(Type.String()),
  /** The address the sign-in came from. */
  ip: Nullable(Type.String()),
  /** When the sign-in started (ISO 8601, UTC). */
  startedAt: Type.String(),
  /** When the sign-in was last used (ISO 8601, UTC; moved at most every 30 seconds). */
  lastSeenAt: Type.String(),
  /** True for the sign-in this request came with. */
  current: Type.Boolean(),
});
export type MySignInItem = Static<typeof mySignInItemSchema>;

/** Body of POST /api/admin/self/signIns/list. */
export const mySignInListBody = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
  },
  { additionalProperties: false },
);
export type MySignInListRequest = Static<typeof mySignInListBody>;

/** Result of POST /api/admin/self/signIns/list. */
export const mySignInListResult = PageResult(mySignInItemSchema);
export type MySignInListResult = Static<typeof mySignInListResult>;

/** Body of POST /api/admin/self/signIns/end. */
export const mySignInEndBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type MySignInEndRequest = Static<typeof mySignInEndBody>;

/** Result of POST /api/admin/self/signIns/endOthers: how many sign-ins it ended. */
export const mySignInEndOthersResult = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type MySignInEndOthersResult = Static<typeof mySignInEndOthersResult>;
