// Wire shapes of the dictionary routes, each defined once as a TypeBox schema: Fastify validates and serialises
// with it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports.
// Request bodies drop unknown properties; every string has a length limit so the message of a 400 names the field.
import { Nullable, PageResult, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { versionedUpdateBody } from '../../http/partial-update.js';
import { ARCO_PRESET_COLORS } from './colors.js';

export type { ArcoPresetColor } from './colors.js';

const ENABLED_STATUSES = ['enabled', 'disabled'] as const;
const status = StringEnum(ENABLED_STATUSES);
const id = Type.Integer({ minimum: 1 });
const nullableText = (max: number) => Nullable(Type.String({ maxLength: max }));
/** Dictionary codes: lower snake case, as the seeded ones. */
export const DICT_CODE_PATTERN = '^[a-z][a-z0-9_]{0,63}$';
const dictCode = Type.String({ minLength: 1, maxLength: 64, pattern: DICT_CODE_PATTERN });
/** A zh-CN text: optional, and empty or null stores none (readers fall back to the en-US text). */
const secondLabel = nullableText(64);

/**
 * One text in each console language: en-US always (the first label), zh-CN when the record has one. A reader
 * missing the language it wants shows the other (console-core's `pickLabel`).
 */
export const localeLabelsSchema = Type.Object({ 'en-US': Type.String(), 'zh-CN': Type.Optional(Type.String()) });
export type LocaleLabels = Static<typeof localeLabelsSchema>;

/** A dictionary as the API shows it. `name`/`remark` are en-US; `nameZh`/`remarkZh` zh-CN, null when there is none. */
export const dictResult = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  nameZh: Nullable(Type.String()),
  status,
  remark: Nullable(Type.String()),
  remarkZh: Nullable(Type.String()),
  itemCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type DictRecord = Static<typeof dictResult>;

/** An item as the API shows it. `label` is en-US; `labelZh` zh-CN, null when there is none. */
export const itemResult = Type.Object({
  id: Type.Integer(),
  dictId: Type.Integer(),
  label: Type.String(),
  labelZh: Nullable(Type.String()),
  value: Type.String(),
  order: Type.Integer(),
  color: Nullable(Type.String()),
  status,
  isDefault: Type.Boolean(),
  remark: Nullable(Type.String()),
  /** The version an edit sends back (a stale edit is a 409). */
  updatedAt: Type.String(),
});
export type DictItemRecord = Static<typeof itemResult>;

/** An item of /dict/all: `label` is en-US, `labels` the label in each language the item has. */
export const dictAllItemSchema = Type.Object({
  label: Type.String(),
  labels: localeLabelsSchema,
  value: Type.String(),
  color: Type.Optional(Type.String()),
  isDefault: Type.Boolean(),
  order: Type.Integer(),
});
export type DictAllItem = Static<typeof dictAllItemSchema>;

/** What /dict/all answers per dictionary: the shape core's dict loader expects, with the labels per language. */
export const dictAllEntrySchema = Type.Object({
  dictCode: Type.String(),
  dictName: Type.String(),
  dictNames: localeLabelsSchema,
  items: Type.Array(dictAllItemSchema),
});
export type DictAllEntry = Static<typeof dictAllEntrySchema>;
/** Result of /dict/all. */
export const dictAllResult = Type.Array(dictAllEntrySchema);
export type DictAllResult = Static<typeof dictAllResult>;

const dictFilterFields = {
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(StringEnum(['', ...ENABLED_STATUSES])),
};
/** The dictionary list's filters without the page (bulk `allMatching`, export `query`). */
export const dictFilter = Type.Object(dictFilterFields);
export type DictFilter = Static<typeof dictFilter>;

/** Body of /dict/list. */
export const dictListBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  ...dictFilterFields,
});
export type DictListRequest = Static<typeof dictListBody>;

/** The value of a bulk status change (dictionaries and items). */
export const dictStatusValue = status;

/** Result of /dict/list. */
export const dictListResult = PageResult(dictResult);
export type DictListResult = Static<typeof dictListResult>;

const dictFields = {
  name: Type.String({ minLength: 1, maxLength: 64 }),
  nameZh: Type.Optional(secondLabel),
  status: Type.Optional(status),
  remark: Type.Optional(nullableText(255)),
  remarkZh: Type.Optional(nullableText(255)),
};
/**
 * Body of /dict/add (the code cannot change later). `name` and `remark` are en-US; `nameZh` and `remarkZh` zh-CN,
 * optional: empty or null stores none, and readers fall back to the en-US text.
 */
export const dictAddBody = Type.Object({ code: dictCode, ...dictFields });
export type DictAddRequest = Static<typeof dictAddBody>;

/** Body of /dict/update: an omitted field keeps its value; `updatedAt` as loaded makes a stale edit a 409. */
export const dictUpdateBody = versionedUpdateBody(id, dictFields);
export type DictUpdateRequest = Static<typeof dictUpdateBody>;

/** Most items a dictionary's list answers at once (and its default page: a body without one gets them all). */
export const ITEM_PAGE_MAX = 500;

const itemFilterFields = {
  dictCode,
  /** Matches the label (either language) or the value, case-insensitively. */
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(StringEnum(['', ...ENABLED_STATUSES])),
};
/** The item list's filters without the page (bulk `allMatching`, export `query`). */
export const itemFilter = Type.Object(itemFilterFields);
export type DictItemFilter = Static<typeof itemFilter>;

/** Body of /dict/item/list: the dictionary, optional filters and page (without a page: every item, up to 500). */
export const itemListBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ITEM_PAGE_MAX })),
  ...itemFilterFields,
});
export type DictItemListRequest = Static<typeof itemListBody>;

/** Result of /dict/item/list: the dictionary and one page of its items in order. */
export const itemListResult = Type.Object({
  dict: dictResult,
  list: Type.Array(itemResult),
  total: Type.Integer(),
  current: Type.Integer(),
  pageSize: Type.Integer(),
});
export type DictItemListResult = Static<typeof itemListResult>;

const itemFields = {
  label: Type.String({ minLength: 1, maxLength: 64 }),
  labelZh: Type.Optional(secondLabel),
  value: Type.String({ minLength: 1, maxLength: 64 }),
  // A union, not Nullable: null must stay outside the enum of colours.
  color: Type.Optional(Type.Union([StringEnum(ARCO_PRESET_COLORS), Type.Null()])),
  status: Type.Optional(status),
  isDefault: Type.Optional(Type.Boolean()),
  remark: Type.Optional(nullableText(255)),
};
const itemFieldsSchema = Type.Object(itemFields);
/** Item fields a caller sets: `label` is en-US; `labelZh` zh-CN, optional (empty or null: falls back to `label`). */
export type ItemFields = Static<typeof itemFieldsSchema>;

/** Body of /dict/item/add. */
export const itemAddBody = Type.Object({ dictCode, ...itemFields });
export type DictItemAddRequest = Static<typeof itemAddBody>;

/** Body of /dict/item/update: an omitted field keeps its value; `updatedAt` as loaded makes a stale edit a 409. */
export const itemUpdateBody = versionedUpdateBody(id, itemFieldsSchema.properties);
export type DictItemUpdateRequest = Static<typeof itemUpdateBody>;

/** Body of /dict/item/reorder: every item id of the dictionary in the new order. */
export const itemReorderBody = Type.Object({ dictCode, ids: Type.Array(id, { maxItems: ITEM_PAGE_MAX, uniqueItems: true }) });
export type DictItemReorderRequest = Static<typeof itemReorderBody>;
