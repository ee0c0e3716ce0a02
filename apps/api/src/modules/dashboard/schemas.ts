// JSON schemas of the dashboard routes.
import type { TSchema } from '../../http/schema-types.js';

const countBy = { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, count: { type: 'integer' } } } };
export const overviewResult: TSchema = {
  type: 'object',
  properties: {
    scope: { type: 'string' },
    projectsByStatus: countBy,
    sessionsThisWeek: { type: 'integer' },
    participants: { type: 'integer' },
    staffByType: countBy,
    upcoming: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          sessionId: { type: 'integer' }, title: { type: 'string' }, projectId: { type: 'integer' }, projectName: { type: 'string' },
          startAt: { type: 'string' }, endAt: { type: 'string' }, timeZone: { type: 'string' }, status: { type: 'string' },
          moderatorName: { type: ['string', 'null'] },
        },
      },
    },
    weekly: { type: 'array', items: { type: 'object', properties: { weekStart: { type: 'string' }, count: { type: 'integer' } } } },
  },
};
export const demoRowsBody: TSchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    keyword: { type: 'string', maxLength: 100 },
    status: { type: 'string', enum: ['', 'active', 'paused', 'closed'] },
    region: { type: 'string', maxLength: 32 },
    sortField: { type: 'string', enum: ['', 'name', 'amount', 'createdAt', 'score'] },
    sortOrder: { type: 'string', enum: ['', 'ascend', 'descend'] },
  },
};
export const demoRowsResult: TSchema = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' }, name: { type: 'string' }, region: { type: 'string' }, status: { type: 'string' },
          amount: { type: 'number' }, score: { type: 'integer' }, owner: { type: 'string' }, createdAt: { type: 'string' },
        },
      },
    },
    total: { type: 'integer' }, current: { type: 'integer' }, pageSize: { type: 'integer' },
  },
};
