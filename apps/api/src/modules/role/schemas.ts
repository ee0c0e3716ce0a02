// Wire shapes of /api/admin/role/*, each defined once as a TypeBox schema: Fastify validates and serialises
// with it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports.
import { Nullable, PageResult, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { loadedVersion, versionedUpdateBody } from '../../http/partial-update.js';

/** Largest page a list answers. */
export const MAX_PAGE_SIZE = 100;

export const id = Type.Integer({ minimum: 1 });
export const status = StringEnum(['enabled', 'disabled']);
export const permissionIds = Type.Array(id, { maxItems: 5000 });

const roleItemProperties = {
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  nameZh: Nullable(Type.String()),
  status,
  /** Built-in roles (admin, moderator, client) cannot be deleted or renamed by code. */
  builtin: Type.Boolean(),
  remark: Nullable(Type.String()),
  remarkZh: Nullable(Type.String()),
  /** Whether the role's holders must sign in with a second factor (one who has none is held to enrolment). */
  secondFactorRequired: Type.Boolean(),
  /** Users (not deleted) holding the role. */
  userCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
/** A role as lists and forms see it. `name`/`remark` are en-US; `nameZh`/`remarkZh` zh-CN, null when there is none. */
export const roleItemSchema = Type.Object(roleItemProperties);
export type RoleItem = Static<typeof roleItemSchema>;

/** Body of POST /api/admin/role/list. */
export const roleListBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(status),
});
export type RoleListRequest = Static<typeof roleListBody>;

/** The role list's filters without the page: what bulk's `allMatching` and an export's `query` take. */
export const roleFilterBody = Type.Object(
  { keyword: Type.Optional(Type.String({ maxLength: 64 })), status: Type.Optional(status) },
  { additionalProperties: false },
);
export type RoleFilterRequest = Static<typeof roleFilterBody>;

/** The value of a bulk status change. */
export const roleStatusValue = status;

/** Result of POST /api/admin/role/list. */
export const roleListResult = PageResult(roleItemSchema);
export type RoleListResult = Static<typeof roleListResult>;

/** An entry of POST /api/admin/role/all (enabled roles for selects): `name` en-US, `nameZh` zh-CN or null (show `name`). */
export const roleOptionSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  nameZh: Nullable(Type.String()),
});
export type RoleOption = Static<typeof roleOptionSchema>;
/** Result of POST /api/admin/role/all. */
export const roleAllResult = Type.Array(roleOptionSchema);

/** Body of /role/detail and /role/delete. */
export const idBody = Type.Object({ id }, { additionalProperties: false });
export type RoleIdRequest = Static<typeof idBody>;

/** Result of POST /api/admin/role/detail. */
export const roleDetailResult = Type.Object({ ...roleItemProperties, permissionIds });
export type RoleDetailResult = Static<typeof roleDetailResult>;

export const roleFields = {
  code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
  name: Type.String({ minLength: 1, maxLength: 64 }),
  /** zh-CN name and remark: optional; empty or null stores none (readers show the en-US text). */
  nameZh: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  remarkZh: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  status: Type.Optional(status),
  /** Whether holders must sign in with a second factor; omitted: off for a new role, unchanged in an edit. */
  secondFactorRequired: Type.Optional(Type.Boolean()),
};
/** Body of POST /api/admin/role/add. */
export const roleAddBody = Type.Object(roleFields, { additionalProperties: false });
export type RoleAddRequest = Static<typeof roleAddBody>;
/** Fields of a role form: `name`/`remark` en-US; `nameZh`/`remarkZh` zh-CN, optional (empty or null: none, shown as the en-US text). */
export type RoleInput = RoleAddRequest;

/**
 * Body of POST /api/admin/role/update: only `id` is required; an omitted field keeps its value. `updatedAt`, the
 * value the editor loaded, makes a stale edit a 409.
 */
export const roleUpdateBody = versionedUpdateBody(id, roleFields, { additionalProperties: false });
export type RoleUpdateRequest = Static<typeof roleUpdateBody>;

/** Body of POST /api/admin/role/status. */
export const roleStatusBody = Type.Object({ id, status }, { additionalProperties: false });
export type RoleStatusRequest = Static<typeof roleStatusBody>;

/**
 * Body of POST /api/admin/role/assignPermissions: the role's whole new set. `updatedAt`, the role's version when the
 * editor loaded its set, makes a save over a set someone else changed since a 409 instead of dropping their change.
 */
export const roleAssignPermissionsBody = Type.Object({ id, permissionIds, updatedAt: loadedVersion }, { additionalProperties: false });
export type RoleAssignPermissionsRequest = Static<typeof roleAssignPermissionsBody>;

/** Result of POST /api/admin/role/assignPermissions. */
export const roleAssignPermissionsResult = Type.Object({ id: Type.Integer(), permissionIds });
export type RoleAssignPermissionsResult = Static<typeof roleAssignPermissionsResult>;
