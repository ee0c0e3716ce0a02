// JSON schemas and wire types of the agreement routes.
import type { TSchema } from '../../http/schema-types.js';
import type { AgreementRecord } from './queries.js';
import type { AgreementStatus } from './tables.js';

export type { AgreementRecord } from './queries.js';
export type { AgreementStatus } from './tables.js';

/** Body of /agreement/list. */
export interface AgreementListRequest {
  current?: number;
  pageSize?: number;
  type?: string;
  status?: AgreementStatus | '';
  keyword?: string;
}
/** Result of /agreement/list (records without content). */
export interface AgreementListResult {
  list: AgreementRecord[];
  total: number;
  current: number;
  pageSize: number;
}
/** Body of /agreement/detail, /publish, /delete. */
export interface AgreementIdRequest {
  id: number;
}
/** Body of /agreement/add: a new draft version of `type`. */
export interface AgreementAddRequest {
  type: string;
  title: string;
  content: string;
}
/** Body of /agreement/update: drafts only. */
export interface AgreementUpdateRequest {
  id: number;
  title: string;
  content: string;
  updatedAt?: string;
}
/** Body of /agreement/history. */
export interface AgreementHistoryRequest {
  type: string;
}
/** Result of /agreement/history: every version of the type with content, newest first. */
export type AgreementHistoryResult = AgreementRecord[];

const id = { type: 'integer', minimum: 1 };
const type = { type: 'string', minLength: 1, maxLength: 64 };
const title = { type: 'string', minLength: 1, maxLength: 200 };
/** Markdown up to 200 000 characters. */
const content = { type: 'string', maxLength: 200_000 };

export const idBody: TSchema = { type: 'object', required: ['id'], properties: { id } };
export const listBody: TSchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    type: { type: 'string', maxLength: 64 },
    status: { type: 'string', enum: ['', 'draft', 'published', 'superseded'] },
    keyword: { type: 'string', maxLength: 100 },
  },
};
export const addBody: TSchema = { type: 'object', required: ['type', 'title', 'content'], properties: { type, title, content } };
export const updateBody: TSchema = {
  type: 'object',
  required: ['id'],
  properties: { id, title, content, updatedAt: { type: 'string', maxLength: 40 } },
};
export const historyBody: TSchema = { type: 'object', required: ['type'], properties: { type } };

const record: TSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string' },
    version: { type: 'integer' },
    title: { type: 'string' },
    content: { type: 'string' },
    status: { type: 'string' },
    createdBy: { type: ['string', 'null'] },
    updatedBy: { type: ['string', 'null'] },
    publishedAt: { type: ['string', 'null'] },
    publishedBy: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};
export const recordResult = record;
export const listResult: TSchema = {
  type: 'object',
  properties: {
    list: { type: 'array', items: record },
    total: { type: 'integer' },
    current: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
export const historyResult: TSchema = { type: 'array', items: record };
