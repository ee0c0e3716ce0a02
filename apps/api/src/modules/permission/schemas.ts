// Wire shapes of the permission tree routes, each defined once as a TypeBox schema: Fastify validates and
// serialises with it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports.
import { versionedUpdateBody } from '../../http/partial-update.js';
import { IntegerEnum, Nullable, StringEnum, Type, type Static, type TSchema } from '../../http/schema-types.js';

const PERMISSION_KINDS = ['directory', 'menu', 'operation'] as const;
const kind = StringEnum(PERMISSION_KINDS);
const isShow = IntegerEnum([0, 1]);

export const id = Type.Integer({ minimum: 1 });
export const nullableId = Nullable(id);
const nullableText = (max: number) => Nullable(Type.String({ maxLength: max }));
export const fields = {
  name: Type.String({ minLength: 1, maxLength: 64 }),
  path: Type.Optional(nullableText(64)),
  component: Type.Optional(nullableText(128)),
  title: Type.Optional(Type.String({ maxLength: 128 })),
  arcoIcon: Type.Optional(nullableText(64)),
  isShow: Type.Optional(isShow),
  code: Type.Optional(nullableText(64)),
  /** Menus only: route name of the menu entry to highlight; omitted on update keeps the stored one. */
  activeMenu: Type.Optional(nullableText(64)),
};
/** The editable fields of a node (kind and parent are fixed at creation; `move` changes the parent). */
export const permissionFieldsSchema = Type.Object(fields);
export type PermissionFields = Static<typeof permissionFieldsSchema>;

const nodeProperties = {
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  kind,
  /** Route name for directories and menus (unique across them); a label for operations. */
  name: Type.String(),
  path: Nullable(Type.String()),
  /** View path '<group>/<page>'; menus only. */
  component: Nullable(Type.String()),
  /** i18n key. */
  title: Type.String(),
  arcoIcon: Nullable(Type.String()),
  isShow,
  order: Type.Integer(),
  /** Operation code such as `project:add`; operations only. */
  code: Nullable(Type.String()),
  /** Route name of the visible menu entry a hidden menu highlights; menus only. */
  activeMenu: Nullable(Type.String()),
  /** The node's version: sent back with an update, a newer stored one refuses the edit (409). */
  updatedAt: Type.String(),
};
/**
 * A node of the permission tree as the console edits it, recursive (`$defs`/`$ref`). It gives the type; the routes
 * publish a node inlined to a fixed depth instead (below), as the OpenAPI document always showed it.
 */
export const permissionNodeSchema = Type.Cyclic(
  { PermissionNode: Type.Object({ ...nodeProperties, children: Type.Array(Type.Ref('PermissionNode')) }) },
  'PermissionNode',
);
export type PermissionNode = Static<typeof permissionNodeSchema>;

/** One level of the published node schema, its children described by `child`. */
const nodeLevel = <C extends TSchema>(child: C) => Type.Object({ ...nodeProperties, children: Type.Array(child) });
/** Below the inlined levels a node is published as a bare object. */
const deeperNode = Type.Unsafe<PermissionNode>({ type: 'object' });
/** A node with its children, published without their own children's shape. */
export const singleNode = nodeLevel(deeperNode);
/** Result of /permission/tree: nodes inlined to a fixed depth (directory > menu > operation, plus one spare level). */
export const permissionTreeResult = Type.Array(nodeLevel(nodeLevel(nodeLevel(singleNode))));

/** Body of POST /api/admin/permission/add. */
export const permissionAddBody = Type.Object(
  { parentId: nullableId, kind, order: Type.Optional(Type.Integer({ minimum: 1 })), ...fields },
  { additionalProperties: false },
);
export type PermissionAddRequest = Static<typeof permissionAddBody>;

/**
 * Body of POST /api/admin/permission/update: only `id` is required; an omitted field keeps its value. `updatedAt`,
 * the version the editor loaded, makes a stale edit a 409.
 */
export const permissionUpdateBody = versionedUpdateBody(id, fields, { additionalProperties: false });
export type PermissionUpdateRequest = Static<typeof permissionUpdateBody>;

/** Body of POST /api/admin/permission/move: the new parent (null: root) and 1-based position among its children. */
export const permissionMoveBody = Type.Object(
  { id, parentId: nullableId, order: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type PermissionMoveRequest = Static<typeof permissionMoveBody>;

/** Body of POST /api/admin/permission/delete. */
export const permissionDeleteBody = Type.Object({ id }, { additionalProperties: false });
export type PermissionDeleteRequest = Static<typeof permissionDeleteBody>;
