// JSON schemas of the Picture It routes. Every string has a length limit so a 400 names the field.
import type { TSchema } from '../../http/schema-types.js';

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
export const pictureItUpdateBody: TSchema = { type: 'object', required: ['id'], properties: { id, ...setFields, updatedAt: { type: 'string', maxLength: 40 } } };
export const pictureItReorderBody: TSchema = {
  type: 'object',
  required: ['id', 'imageIds'],
  properties: { id, imageIds: { type: 'array', items: id, maxItems: 60, uniqueItems: true } },
};
export const pictureItStatusBody: TSchema = { type: 'object', required: ['id', 'status'], properties: { id, status } };

const setSummary = {
  id: { type: 'integer' }, name: { type: 'string' }, instructions: { type: ['string', 'null'] }, status: { type: 'string' },
  imageCount: { type: 'integer' }, coverFileId: { type: ['integer', 'null'] }, createdAt: { type: 'string' }, updatedAt: { type: 'string' },
};
const imageRecord = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, fileId: { type: 'integer' }, caption: { type: ['string', 'null'] }, position: { type: 'integer' },
    fileName: { type: 'string' }, mime: { type: 'string' },
  },
};
export const pictureItListResult: TSchema = {
  type: 'object',
  properties: {
    list: { type: 'array', items: { type: 'object', properties: setSummary } },
    total: { type: 'integer' }, current: { type: 'integer' }, pageSize: { type: 'integer' },
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
