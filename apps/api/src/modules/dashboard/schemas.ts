// Wire shapes and JSON schemas of the dashboard. The overview is counts and short lists only, so it stays cheap at
// scale: grouped counts and ranges over indexed columns, never a page of raw records.
import type { TSchema } from '../../http/schema-types.js';

/** A count per value of some column (project status, staff type). */
export interface CountBy {
  key: string;
  count: number;
}
/** One upcoming research session. */
export interface UpcomingSession {
  sessionId: number;
  title: string;
  projectId: number;
  projectName: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  status: string;
  moderatorName: string | null;
}
/** Sessions starting in one week (Monday 00:00 UTC to the next Monday). */
export interface WeekCount {
  /** 'YYYY-MM-DD' of the Monday. */
  weekStart: string;
  count: number;
}
/** Result of POST /api/admin/dashboard/overview. */
export interface DashboardOverview {
  /** 'all' for admins; 'mine' for moderators and clients (only their projects and sessions). */
  scope: 'all' | 'mine';
  projectsByStatus: CountBy[];
  sessionsThisWeek: number;
  participants: number;
  /** Staff accounts per type; admins only (empty for others). */
  staffByType: CountBy[];
  /** The next 10 sessions (scheduled or live) from now. */
  upcoming: UpcomingSession[];
  /** The last 12 weeks, oldest first, the current week last (cancelled sessions not counted). */
  weekly: WeekCount[];
}

/** Body of POST /api/admin/dashboard/demoRows: a generated data set for the table showcase. */
export interface DemoRowsRequest {
  current?: number;
  pageSize?: number;
  keyword?: string;
  status?: '' | DemoRow['status'];
  region?: string;
  sortField?: '' | 'name' | 'amount' | 'createdAt' | 'score';
  sortOrder?: '' | 'ascend' | 'descend';
}
/** One generated row. */
export interface DemoRow {
  id: number;
  name: string;
  region: string;
  status: 'active' | 'paused' | 'closed';
  amount: number;
  score: number;
  owner: string;
  createdAt: string;
}
/** Result of POST /api/admin/dashboard/demoRows. */
export interface DemoRowsResult {
  list: DemoRow[];
  total: number;
  current: number;
  pageSize: number;
}

// JSON schemas of the dashboard routes.
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
          sessionId: { type: 'integer' },
          title: { type: 'string' },
          projectId: { type: 'integer' },
          projectName: { type: 'string' },
          startAt: { type: 'string' },
          endAt: { type: 'string' },
          timeZone: { type: 'string' },
          status: { type: 'string' },
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
          id: { type: 'integer' },
          name: { type: 'string' },
          region: { type: 'string' },
          status: { type: 'string' },
          amount: { type: 'number' },
          score: { type: 'integer' },
          owner: { type: 'string' },
          createdAt: { type: 'string' },
        },
      },
    },
    total: { type: 'integer' },
    current: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
