// Wire shapes and JSON schemas of the Picture It routes. A set is a name, instructions and ordered images; an image
// is only a reference to an uploaded file (the file module owns the bytes) plus a caption.
import type { TSchema } from '../../http/schema-types.js';

/** Body of POST /api/admin/pictureIt/list. */
export interface PictureItListRequest {
  current?: number;
  pageSize?: number;
  keyword?: string;
  status?: '' | 'enabled' | 'disabled';
}
/** One set in the list. */
export interface PictureItSetSummary {
  id: number;
  name: string;
  instructions: string | null;
  status: 'enabled' | 'disabled';
  imageCount: number;
  /** The first image's file, for a thumbnail. */
  coverFileId: number | null;
  createdAt: string;
  updatedAt: string;
}
/** Result of POST /api/admin/pictureIt/list. */
export interface PictureItListResult {
  list: PictureItSetSummary[];
  total: number;
  current: number;
  pageSize: number;
}
/** One image of a set. */
export interface PictureItImage {
  id: number;
  fileId: number;
  caption: string | null;
  position: number;
  fileName: string;
  mime: string;
}
/** Result of detail/add/update/reorder. */
export interface PictureItSetDetail extends PictureItSetSummary {
  images: PictureItImage[];
  /** Questions of type picture_it that use this set. */
  questions: { id: number; text: string }[];
}
/** An image as add/update take it. */
export interface PictureItImageInput {
  fileId: number;
  caption?: string | null;
}
/** Body of POST /api/admin/pictureIt/add. */
export interface PictureItAddRequest {
  name: string;
  instructions?: string | null;
  status?: 'enabled' | 'disabled';
  images?: PictureItImageInput[];
}
/** Body of POST /api/admin/pictureIt/update: the images list replaces the set's images. */
export interface PictureItUpdateRequest extends PictureItAddRequest {
  id: number;
  /** The `updatedAt` the edit started from: a newer stored record refuses the update with 409 (stale). */
  updatedAt?: string;
}
/** Body of POST /api/admin/pictureIt/reorder: every image id of the set, in the new order. */
export interface PictureItReorderRequest {
  id: number;
  imageIds: number[];
}

// JSON schemas of the Picture It routes. Every string has a length limit so a 400 names the field.
const id = { type: 'integer', minimum: 1 };
const status = { type: 'string', enum: ['enabled', 'disabled'] };
const imageInput = {
  type: 'object',
  required: ['fileId'],
  properties: { fileId: id, caption: { type: ['string', 'null'], maxLength: 200 } },
};
const setFields = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  instructions: { type: ['string', 'null'], maxLength: 2000 },
  status,
  images: { type: 'array', items: imageInput, maxItems: 60 },
};

export const pictureItIdBody: TSchema = { type: 'object', required: ['id'], properties: { id } };
export const pictureItListBody: TSchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    keyword: { type: 'string', maxLength: 100 },
    status: { type: 'string', enum: ['', 'enabled', 'disabled'] },
  },
};
export const pictureItAddBody: TSchema = { type: 'object', required: ['name'], properties: setFields };
export const pictureItUpdateBody: TSchema = {
  type: 'object',
  required: ['id'],
  properties: { id, ...setFields, updatedAt: { type: 'string', maxLength: 40 } },
};
export const pictureItReorderBody: TSchema = {
  type: 'object',
  required: ['id', 'imageIds'],
  properties: { id, imageIds: { type: 'array', items: id, maxItems: 60, uniqueItems: true } },
};
export const pictureItStatusBody: TSchema = { type: 'object', required: ['id', 'status'], properties: { id, status } };

const setSummary = {
  id: { type: 'integer' },
  name: { type: 'string' },
  instructions: { type: ['string', 'null'] },
  status: { type: 'string' },
  imageCount: { type: 'integer' },
  coverFileId: { type: ['integer', 'null'] },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
};
const imageRecord = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    fileId: { type: 'integer' },
    caption: { type: ['string', 'null'] },
    position: { type: 'integer' },
    fileName: { type: 'string' },
    mime: { type: 'string' },
  },
};
export const pictureItListResult: TSchema = {
  type: 'object',
  properties: {
    list: { type: 'array', items: { type: 'object', properties: setSummary } },
    total: { type: 'integer' },
    current: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
export const pictureItDetailResult: TSchema = {
  type: 'object',
  properties: {
    ...setSummary,
    images: { type: 'array', items: imageRecord },
    questions: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, text: { type: 'string' } } } },
  },
};
