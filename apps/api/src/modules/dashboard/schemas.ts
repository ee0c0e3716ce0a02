// Wire shapes of the dashboard, each defined once as a TypeBox schema: Fastify validates and serialises with it, the
// OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports. The overview is
// counts and short lists only, so it stays cheap at scale: grouped counts and ranges over indexed columns, never a
// page of raw records.
import { PageResult, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { sessionHeadlineFields } from '../session/schemas.js';

/** Statuses of a generated row. */
const DEMO_STATUSES = ['active', 'paused', 'closed'] as const;

/** A count per value of some column (project status, staff type). */
export const countBySchema = Type.Object({ key: Type.String(), count: Type.Integer() });
export type CountBy = Static<typeof countBySchema>;

/** One upcoming research session. */
export const upcomingSessionSchema = Type.Object({ sessionId: Type.Integer(), ...sessionHeadlineFields });
export type UpcomingSession = Static<typeof upcomingSessionSchema>;

/** Sessions starting in one week (Monday 00:00 UTC to the next Monday). */
export const weekCountSchema = Type.Object({
  /** 'YYYY-MM-DD' of the Monday. */
  weekStart: Type.String(),
  count: Type.Integer(),
});
export type WeekCount = Static<typeof weekCountSchema>;

/** Result of POST /api/admin/dashboard/overview. */
export const overviewResult = Type.Object({
  /** 'all' for admins; 'mine' for moderators and clients (only their projects and sessions). */
  scope: StringEnum(['all', 'mine']),
  projectsByStatus: Type.Array(countBySchema),
  sessionsThisWeek: Type.Integer(),
  participants: Type.Integer(),
  /** Staff accounts per type; admins only (empty for others). */
  staffByType: Type.Array(countBySchema),
  /** The next 10 sessions (scheduled or live) from now. */
  upcoming: Type.Array(upcomingSessionSchema),
  /** The last 12 weeks, oldest first, the current week last (cancelled sessions not counted). */
  weekly: Type.Array(weekCountSchema),
});
export type DashboardOverview = Static<typeof overviewResult>;

/** Body of POST /api/admin/dashboard/demoRows: a generated data set for the table showcase. */
export const demoRowsBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(StringEnum(['', ...DEMO_STATUSES])),
  region: Type.Optional(Type.String({ maxLength: 32 })),
  sortField: Type.Optional(StringEnum(['', 'name', 'amount', 'createdAt', 'score'])),
  sortOrder: Type.Optional(StringEnum(['', 'ascend', 'descend'])),
});
export type DemoRowsRequest = Static<typeof demoRowsBody>;

/** One generated row. */
export const demoRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  region: Type.String(),
  status: StringEnum(DEMO_STATUSES),
  amount: Type.Number(),
  score: Type.Integer(),
  owner: Type.String(),
  createdAt: Type.String(),
});
export type DemoRow = Static<typeof demoRowSchema>;

/** Result of POST /api/admin/dashboard/demoRows. */
export const demoRowsResult = PageResult(demoRowSchema);
export type DemoRowsResult = Static<typeof demoRowsResult>;
