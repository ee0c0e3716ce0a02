// JSON schemas of the file routes (upload is multipart and has no body schema).
import type { TSchema } from '../../http/schema-types.js';

export const idBody: TSchema = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };
export const listBody: TSchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    keyword: { type: 'string', maxLength: 120 },
    mime: { type: 'string', maxLength: 100 },
  },
};
export const fileResult: TSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, originalName: { type: 'string' }, name: { type: 'string' }, mime: { type: 'string' }, size: { type: 'integer' },
    sha256: { type: 'string' }, uploaderName: { type: ['string', 'null'] }, createdAt: { type: 'string' }, usageCount: { type: 'integer' },
  },
};
export const listResult: TSchema = {
  type: 'object',
  properties: { list: { type: 'array', items: fileResult }, total: { type: 'integer' }, totalCapped: { type: 'boolean' }, current: { type: 'integer' }, pageSize: { type: 'integer' } },
};
/** Downloads and previews answer bytes; this documents the error envelope only. */
export const bytesResult: TSchema = { type: 'string', description: 'The file bytes (not an envelope)' };
