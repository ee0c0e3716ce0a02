// The backend contract's wire shapes, each defined once as a TypeBox schema (plain JSON Schema at run time).
// The kit's types are `Static<typeof schema>` of these (menu/types.ts, session/types.ts, dict/types.ts), the
// conformance kit checks a server's answers against them, and a server may validate or serialise with them
// (ours does: apps/api builds its menu, user info, dictionary and page answers from these schemas). They say
// what the kit reads, no more: a server may send more fields.
import { Type, type Static, type TSchema } from 'typebox';

/**
 * Texts per console language (`{ 'en-US': '...', 'zh-CN': '...' }`); a language may be missing or null.
 * @example
 * Value.Check(LocaleLabelsSchema, { 'en-US': 'Active', 'zh-CN': '进行中' }); // true
 */
export const LocaleLabelsSchema = Type.Object({
  'en-US': Type.Optional(Type.Union([Type.String(), Type.Null()])),
  'zh-CN': Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/**
 * The signed-in user as the server sends it (login's `userInfo`, selfInfo's result): the fields the kit reads.
 * @example
 * Value.Check(UserInfoSchema, { userId: 1, username: 'admin', roleList: ['admin'] }); // true
 */
export const UserInfoSchema = Type.Object({
  userId: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  uuid: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  /** The navbar shows `realName`, else `username`: a server sends at least one. */
  username: Type.Optional(Type.String()),
  realName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  avatar: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  gender: Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Null()])),
  phoneNumber: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Codes of the user's roles. */
  roleList: Type.Optional(Type.Array(Type.String())),
  /** The role the console acts as, when the server picks one. */
  role: Type.Optional(Type.String()),
  /** The password in use is a one-time one: the server refuses everything but the password change until it changes. */
  mustChangePassword: Type.Optional(Type.Boolean()),
  /** A role requires a second factor and the user has none: the server refuses everything but its enrolment until then. */
  mustEnrolSecondFactor: Type.Optional(Type.Boolean()),
});

/**
 * A menu node's own fields, without `children` (a server that cannot send a recursive schema builds its node
 * schema on these; {@link MenuNodeSchema} is the whole node).
 * @example
 * const node = Type.Object({ ...MenuNodeFieldsSchema.properties, children: Type.Array(Type.Object({})) });
 */
export const MenuNodeFieldsSchema = Type.Object({
  path: Type.String({ minLength: 1 }),
  /** The route name: unique in the tree. */
  name: Type.String({ minLength: 1 }),
  /** An i18n key (or a text). */
  title: Type.String(),
  /** The title's text per language: the console registers it under `title` (its own strings win). */
  titles: Type.Optional(Type.Record(Type.String(), Type.String())),
  arcoIcon: Type.Optional(Type.String()),
  isShow: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  order: Type.Optional(Type.Number()),
  /** The view of a node without children: a page the console declares. */
  component: Type.Optional(Type.String({ minLength: 1 })),
  /** For a hidden entry: the route name of the visible entry the menu highlights. */
  activeMenu: Type.Optional(Type.String()),
});

/**
 * A node of the server's menu tree; `isShow` 0 hides it, a node without children names its view in `component`.
 * @example
 * Value.Check(MenuNodeSchema, { path: 'setting', name: 'setting', title: 'menu.setting', children: [] }); // true
 */
export const MenuNodeSchema = Type.Cyclic(
  { MenuNode: Type.Object({ ...MenuNodeFieldsSchema.properties, children: Type.Optional(Type.Array(Type.Ref('MenuNode'))) }) },
  'MenuNode',
);

/**
 * The menuAndOperate answer: the menu tree and the operation codes the account holds.
 * @example
 * Value.Check(MenuAndOperateSchema, { menuTree: [], operateList: ['project:add'] }); // true
 */
export const MenuAndOperateSchema = Type.Object({
  menuTree: Type.Array(MenuNodeSchema),
  operateList: Type.Array(Type.String()),
});

/**
 * The login answer: the token, the user's info and, when the server sends it, the new session's menu.
 * @example
 * Value.Check(LoginResultSchema, { token: 't', userInfo: { username: 'admin' } }); // true
 */
export const LoginResultSchema = Type.Object({
  token: Type.String(),
  userInfo: UserInfoSchema,
  menuAndOperate: Type.Optional(MenuAndOperateSchema),
});

/**
 * One option of a dictionary.
 * @example
 * Value.Check(DictItemSchema, { label: 'Open', value: '1', color: 'green' }); // true
 */
export const DictItemSchema = Type.Object({
  /** The first (en-US) label. */
  label: Type.String(),
  /** The label per locale, when the server sends them. */
  labels: Type.Optional(LocaleLabelsSchema),
  value: Type.Union([Type.String(), Type.Number()]),
  color: Type.Optional(Type.String()),
  isDefault: Type.Optional(Type.Boolean()),
  order: Type.Optional(Type.Number()),
});

/**
 * A dictionary, identified by `dictCode`; the all-dictionaries answer is an array of these (a code may repeat:
 * its items are then merged).
 * @example
 * Value.Check(DictEntrySchema, { dictCode: 'project_status', items: [{ label: 'Open', value: '1' }] }); // true
 */
export const DictEntrySchema = Type.Object({
  dictCode: Type.String({ minLength: 1 }),
  dictName: Type.Optional(Type.String()),
  /** The name per locale, when the server sends them. */
  dictNames: Type.Optional(LocaleLabelsSchema),
  items: Type.Array(DictItemSchema),
});

/**
 * One page of a list answer around `item`: the rows, the total (counted up to a cap, then `totalCapped`), the
 * page number and size.
 * @example
 * const ProjectPage = PageSchema(Type.Object({ id: Type.Integer(), name: Type.String() }));
 */
export function PageSchema<Item extends TSchema>(item: Item) {
  return Type.Object({
    list: Type.Array(item),
    /** Matching rows, or those counted so far when `totalCapped`. */
    total: Type.Integer({ minimum: 0 }),
    /** True when more than `total` rows match (a console shows "120+"). */
    totalCapped: Type.Optional(Type.Boolean()),
    current: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
}

/**
 * Every response body around `result`: `{ code, message, result }`, code 200 is success.
 * @example
 * const LoginAnswer = EnvelopeSchema(LoginResultSchema);
 */
export function EnvelopeSchema<Result extends TSchema>(result: Result) {
  return Type.Object({ code: Type.Integer(), message: Type.String(), result });
}

/**
 * The TypeScript type of a contract schema (TypeBox's `Static`).
 * @example
 * type Node = WireType<typeof MenuNodeSchema>;
 */
export type WireType<Schema extends TSchema> = Static<Schema>;
