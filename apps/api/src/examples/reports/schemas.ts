// The reports example's wire shapes (CONTRIBUTING.md, "Add an API module", step 3): each defined once, as a
// TypeBox schema, its type read off it.
import type { Static } from 'typebox';
import { CappedPageResult, Type } from '../../http/schema-types.js';

/** POST /api/admin/report/list: a page of notes, newest first, optionally one author's. */
export const reportListBody = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    author: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type ReportListRequest = Static<typeof reportListBody>;

/** A note as the list shows it. */
export const reportNote = Type.Object({ id: Type.Integer(), author: Type.String(), text: Type.String(), createdAt: Type.String() });
export type ReportNote = Static<typeof reportNote>;

/** A page of notes with its bounded total. */
export const reportListResult = CappedPageResult(reportNote);
export type ReportListResult = Static<typeof reportListResult>;
