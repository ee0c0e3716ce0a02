// JSON schemas and wire types of the file routes (upload is multipart and has no body schema).
import type { TSchema } from '../../http/schema-types.js';
import type { FileRecord } from './queries.js';

export type { FileRecord } from './queries.js';

/** Body of /file/list. */
export interface FileListRequest {
  current?: number;
  pageSize?: number;
  keyword?: string;
  mime?: string;
}
/** Result of /file/list. */
export interface FileListResult {
  list: FileRecord[];
  /** Matching files, counted up to five pages past this one. */
  total: number;
  /** True when more than `total` match. */
  totalCapped: boolean;
  current: number;
  pageSize: number;
}
/** Body of /file/delete. */
export interface FileIdRequest {
  id: number;
}
/** Result of /file/upload. */
export type FileUploadResult = FileRecord;

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
    id: { type: 'integer' },
    originalName: { type: 'string' },
    name: { type: 'string' },
    mime: { type: 'string' },
    size: { type: 'integer' },
    sha256: { type: 'string' },
    uploaderName: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    usageCount: { type: 'integer' },
  },
};
export const listResult: TSchema = {
  type: 'object',
  properties: {
    list: { type: 'array', items: fileResult },
    total: { type: 'integer' },
    totalCapped: { type: 'boolean' },
    current: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
/** Downloads and previews answer bytes; this documents the error envelope only. */
export const bytesResult: TSchema = { type: 'string', description: 'The file bytes (not an envelope)' };
