// Wire shapes of the signed-in user's own routes (the menu shape is shared with the sign-in). The menu node is
// the contract's (console-core's `MenuNodeFieldsSchema`) with the fields this server always sends made required;
// its schema is inlined to a fixed depth (fast-json-stringify and OpenAPI both cope without $ref).
import { MenuNodeFieldsSchema, type WireType } from '@backoffice/console-core/contract';
import type { UserInfo } from '../../auth/user-info.js';
import { IntegerEnum, Type, type TSchema } from '../../http/schema-types.js';

/** The fields of a menu node this server always sends, exactly. */
const sentNode = Type.Object({
  ...MenuNodeFieldsSchema.properties,
  titles: Type.Optional(Type.Object({ 'en-US': Type.String(), 'zh-CN': Type.String() })),
  arcoIcon: Type.String(),
  /** 0 hides the entry from the menu; the route still exists. */
  isShow: IntegerEnum([0, 1] as const),
  order: Type.Integer(),
});

/**
 * A node of the console menu (directory or menu entry): `component` is the view path '<group>/<page>' (menu
 * entries only), `activeMenu` a hidden entry's visible entry, `titles` the title's text in each language when the
 * module that declares the node gave it.
 */
export type MenuNode = WireType<typeof sentNode> & { children: MenuNode[] };

function menuNodeSchema(depth: number): TSchema {
  return Type.Object({ ...sentNode.properties, children: Type.Array(depth > 1 ? menuNodeSchema(depth - 1) : Type.Object({})) });
}

/**
 * Schema of {@link MenuAndOperate}: the result of /self/menuAndOperate, also sent with the sign-in result
 * (land/login), so both answer the same shape.
 */
export const menuAndOperateSchema = Type.Unsafe<MenuAndOperate>(
  Type.Object({ menuTree: Type.Array(menuNodeSchema(3)), operateList: Type.Array(Type.String()) }),
);
/** The menu and operation codes a user's enabled roles grant. */
export interface MenuAndOperate {
  menuTree: MenuNode[];
  operateList: string[];
}

/** Result of POST /api/admin/self/selfInfo (schema: `userInfoSchema`). */
export type SelfInfoResult = UserInfo;
/** Result of POST /api/admin/self/menuAndOperate. */
export type MenuAndOperateResult = MenuAndOperate;
