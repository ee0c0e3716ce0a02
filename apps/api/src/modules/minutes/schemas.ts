// JSON schemas of the minutes routes; every string has a length limit so a 400 names the field.
import type { TSchema } from '../../http/schema-types.js';

const sessionId = { type: 'integer', minimum: 1 };
const segment = {
  type: 'object',
  required: ['speaker', 'text'],
  properties: {
    speaker: { type: 'string', minLength: 1, maxLength: 100 },
    offsetSeconds: { type: ['integer', 'null'], minimum: 0, maximum: 86400 },
    clockTime: { type: ['string', 'null'], maxLength: 8, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$' },
    text: { type: 'string', minLength: 1, maxLength: 5000 },
  },
};

export const sessionIdBody: TSchema = { type: 'object', required: ['sessionId'], properties: { sessionId } };
export const saveBody: TSchema = {
  type: 'object',
  required: ['sessionId', 'version', 'summary', 'keyPoints', 'segments'],
  properties: {
    sessionId,
    version: { type: 'integer', minimum: 0 },
    summary: { type: 'string', maxLength: 20000 },
    keyPoints: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 500 }, maxItems: 50 },
    segments: { type: 'array', items: segment, maxItems: 2000 },
  },
};
export const exportBody: TSchema = {
  type: 'object',
  required: ['sessionId', 'format'],
  properties: { sessionId, format: { type: 'string', enum: ['markdown', 'text'] } },
};
export const sessionListBody: TSchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    keyword: { type: 'string', maxLength: 100 },
    hasMinutes: { type: 'string', enum: ['', 'yes', 'no'] },
  },
};

const segmentRecord = {
  type: 'object',
  properties: {
    speaker: { type: 'string' }, offsetSeconds: { type: ['integer', 'null'] }, clockTime: { type: ['string', 'null'] }, text: { type: 'string' },
  },
};
export const detailResult: TSchema = {
  type: 'object',
  properties: {
    session: {
      type: 'object',
      properties: {
        id: { type: 'integer' }, title: { type: 'string' }, projectId: { type: 'integer' }, projectName: { type: 'string' },
        startAt: { type: 'string' }, endAt: { type: 'string' }, timeZone: { type: 'string' }, status: { type: 'string' },
        moderatorName: { type: ['string', 'null'] }, participants: { type: 'array', items: { type: 'string' } },
      },
    },
    summary: { type: 'string' },
    keyPoints: { type: 'array', items: { type: 'string' } },
    segments: { type: 'array', items: segmentRecord },
    version: { type: 'integer' },
    updatedAt: { type: ['string', 'null'] },
    updatedByName: { type: ['string', 'null'] },
  },
};
export const saveResult: TSchema = { type: 'object', properties: { version: { type: 'integer' }, updatedAt: { type: 'string' } } };
export const sessionListResult: TSchema = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          sessionId: { type: 'integer' }, title: { type: 'string' }, projectName: { type: 'string' }, startAt: { type: 'string' },
          status: { type: 'string' }, version: { type: 'integer' }, updatedAt: { type: ['string', 'null'] },
        },
      },
    },
    total: { type: 'integer' }, current: { type: 'integer' }, pageSize: { type: 'integer' },
  },
};
/** Downloads answer bytes; documented as a binary string. */
export const bytesResult: TSchema = { type: 'string', format: 'binary' };
