// Wire shapes of the sign-in session routes, each defined once as a TypeBox schema: Fastify validates and
// serialises with it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports.
import { Nullable, PageResult, Type, type Static } from '../../http/schema-types.js';

/** Largest page the list answers. */
export const MAX_PAGE_SIZE = 100;

/** One open sign-in as the console lists it; the token and its hash are never included. */
export const itemSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  username: Type.String(),
  realName: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  expiresAt: Type.String(),
  /** True for the sign-in the caller is using right now. */
  current: Type.Boolean(),
});
export type AuthSessionItem = Static<typeof itemSchema>;

const filterProperties = {
  /** Exact username. */
  username: Type.Optional(Type.String({ maxLength: 64 })),
};

/** The sign-in list's filters without the page (an export's `query`). */
export const authSessionFilter = Type.Object(filterProperties, { additionalProperties: false });

/** Body of POST /api/admin/authSession/list. */
export const authSessionListBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
  ...filterProperties,
});
export type AuthSessionListRequest = Static<typeof authSessionListBody>;

/** Result of POST /api/admin/authSession/list. */
export const authSessionListResult = PageResult(itemSchema);
export type AuthSessionListResult = Static<typeof authSessionListResult>;

/** Body of POST /api/admin/authSession/end. */
export const authSessionEndBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type AuthSessionEndRequest = Static<typeof authSessionEndBody>;
