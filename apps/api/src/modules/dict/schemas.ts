// JSON schemas and wire types of the dictionary routes. Request bodies drop unknown properties; every string
// has a length limit so the message of a 400 names the field.
import type { EnabledStatus } from '../../db/types.js';
import type { TSchema } from '../../http/schema-types.js';
import { ARCO_PRESET_COLORS } from './colors.js';
import type { DictAllEntry, DictItemRecord, DictRecord } from './queries.js';
import type { ItemFields } from './writes.js';

export type { DictRecord, DictItemRecord, DictAllEntry, DictAllItem, LocaleLabels } from './queries.js';
export type { ArcoPresetColor } from './colors.js';

/** Body of /dict/list. */
export interface DictListRequest {
  current?: number;
  pageSize?: number;
  keyword?: string;
  status?: EnabledStatus | '';
}
/** Result of /dict/list. */
export interface DictListResult {
  list: DictRecord[];
  total: number;
  current: number;
  pageSize: number;
}
/** Body of /dict/detail: by id or by code. */
export interface DictDetailRequest {
  id?: number;
  code?: string;
}
/**
 * Body of /dict/add (the code cannot change later). `name` and `remark` are en-US; `nameZh` and `remarkZh` zh-CN,
 * optional: empty or null stores none, and readers fall back to the en-US text.
 */
export interface DictAddRequest {
  code: string;
  name: string;
  nameZh?: string | null;
  status?: EnabledStatus;
  remark?: string | null;
  remarkZh?: string | null;
}
/** Body of /dict/update: an omitted field keeps its value; `updatedAt` as loaded makes a stale edit a 409. */
export interface DictUpdateRequest {
  id: number;
  name?: string;
  nameZh?: string | null;
  status?: EnabledStatus;
  remark?: string | null;
  remarkZh?: string | null;
  updatedAt?: string;
}
/** Body of deletes. */
export interface DictIdRequest {
  id: number;
}
/** Body of /dict/item/list. */
export interface DictItemListRequest {
  dictCode: string;
}
/** Result of /dict/item/list: the dictionary and all its items in order. */
export interface DictItemListResult {
  dict: DictRecord;
  list: DictItemRecord[];
}
/** Body of /dict/item/add. */
export interface DictItemAddRequest extends ItemFields {
  dictCode: string;
}
/** Body of /dict/item/update: an omitted field keeps its value; `updatedAt` as loaded makes a stale edit a 409. */
export interface DictItemUpdateRequest extends Partial<ItemFields> {
  id: number;
  updatedAt?: string;
}
/** Body of /dict/item/reorder: every item id of the dictionary in the new order. */
export interface DictItemReorderRequest {
  dictCode: string;
  ids: number[];
}
/** Result of /dict/all. */
export type DictAllResult = DictAllEntry[];

const status = { type: 'string', enum: ['enabled', 'disabled'] };
const id = { type: 'integer', minimum: 1 };
const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max });
/** Dictionary codes: lower snake case, as the seeded ones. */
export const DICT_CODE_PATTERN = '^[a-z][a-z0-9_]{0,63}$';
const dictCode = { type: 'string', minLength: 1, maxLength: 64, pattern: DICT_CODE_PATTERN };
/** A zh-CN text: optional, and empty or null stores none (readers fall back to the en-US text). */
const secondLabel = nullableText(64);
const version = { type: 'string', maxLength: 40 };
/** Labels per console language: en-US always, zh-CN when there is one. */
const localeLabels = { type: 'object', properties: { 'en-US': { type: 'string' }, 'zh-CN': { type: 'string' } } };

export const idBody: TSchema = { type: 'object', required: ['id'], properties: { id } };
export const dictListBody: TSchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    keyword: { type: 'string', maxLength: 64 },
    status: { type: 'string', enum: ['', 'enabled', 'disabled'] },
  },
};
export const dictDetailBody: TSchema = { type: 'object', properties: { id, code: dictCode } };
export const dictAddBody: TSchema = {
  type: 'object',
  required: ['code', 'name'],
  properties: {
    code: dictCode,
    name: { type: 'string', minLength: 1, maxLength: 64 },
    nameZh: secondLabel,
    status,
    remark: nullableText(255),
    remarkZh: nullableText(255),
  },
};
export const dictUpdateBody: TSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id,
    name: { type: 'string', minLength: 1, maxLength: 64 },
    nameZh: secondLabel,
    status,
    remark: nullableText(255),
    remarkZh: nullableText(255),
    updatedAt: version,
  },
};
const itemFields = {
  label: { type: 'string', minLength: 1, maxLength: 64 },
  labelZh: secondLabel,
  value: { type: 'string', minLength: 1, maxLength: 64 },
  color: { anyOf: [{ type: 'string', enum: [...ARCO_PRESET_COLORS] }, { type: 'null' }] },
  status,
  isDefault: { type: 'boolean' },
  remark: nullableText(255),
};
export const itemListBody: TSchema = { type: 'object', required: ['dictCode'], properties: { dictCode } };
export const itemAddBody: TSchema = { type: 'object', required: ['dictCode', 'label', 'value'], properties: { dictCode, ...itemFields } };
export const itemUpdateBody: TSchema = { type: 'object', required: ['id'], properties: { id, ...itemFields, updatedAt: version } };
export const itemReorderBody: TSchema = {
  type: 'object',
  required: ['dictCode', 'ids'],
  properties: { dictCode, ids: { type: 'array', items: id, maxItems: 500, uniqueItems: true } },
};

const dictRecord: TSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    nameZh: { type: ['string', 'null'] },
    status: { type: 'string' },
    remark: { type: ['string', 'null'] },
    remarkZh: { type: ['string', 'null'] },
    itemCount: { type: 'integer' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};
const itemRecord: TSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    dictId: { type: 'integer' },
    label: { type: 'string' },
    labelZh: { type: ['string', 'null'] },
    value: { type: 'string' },
    order: { type: 'integer' },
    color: { type: ['string', 'null'] },
    status: { type: 'string' },
    isDefault: { type: 'boolean' },
    remark: { type: ['string', 'null'] },
    updatedAt: { type: 'string' },
  },
};
export const dictResult = dictRecord;
export const itemResult = itemRecord;
export const dictListResult: TSchema = {
  type: 'object',
  properties: {
    list: { type: 'array', items: dictRecord },
    total: { type: 'integer' },
    current: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
export const itemListResult: TSchema = { type: 'object', properties: { dict: dictRecord, list: { type: 'array', items: itemRecord } } };
export const dictAllResult: TSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      dictCode: { type: 'string' },
      dictName: { type: 'string' },
      dictNames: localeLabels,
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            label: { type: 'string' },
            labels: localeLabels,
            value: { type: 'string' },
            color: { type: 'string' },
            isDefault: { type: 'boolean' },
            order: { type: 'integer' },
          },
        },
      },
    },
  },
};
