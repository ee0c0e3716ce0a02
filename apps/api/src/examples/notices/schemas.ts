// The notices example's wire shapes (CONTRIBUTING.md, "Add an API module", step 3).
import type { Static } from 'typebox';
import { versionedUpdateBody } from '../../http/partial-update.js';
import { CappedPageResult, Type } from '../../http/schema-types.js';

const noticeFields = {
  title: Type.String({ minLength: 1, maxLength: 120 }),
  author: Type.String({ minLength: 1, maxLength: 60 }),
};

/** The list's filter without the page: a keyword found in the title or the author. */
export const noticeFilter = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 60 })) }, { additionalProperties: false });
export type NoticeFilter = Static<typeof noticeFilter>;

/** POST /api/admin/notice/list. */
export const noticeListBody = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    ...noticeFilter.properties,
  },
  { additionalProperties: false },
);
export type NoticeListRequest = Static<typeof noticeListBody>;

/** A notice on the wire; `updatedAt` is the version an edit sends back. */
export const noticeRecord = Type.Object({ id: Type.Integer(), ...noticeFields, createdAt: Type.String(), updatedAt: Type.String() });
export type NoticeRecord = Static<typeof noticeRecord>;

/** A page of notices with its bounded total. */
export const noticeListResult = CappedPageResult(noticeRecord);
export type NoticeListResult = Static<typeof noticeListResult>;

/** POST /api/admin/notice/add. */
export const noticeAddBody = Type.Object(noticeFields, { additionalProperties: false });
export type NoticeAddRequest = Static<typeof noticeAddBody>;

/** POST /api/admin/notice/update: omitted fields keep their values; a stale `updatedAt` is refused (409). */
export const noticeUpdateBody = versionedUpdateBody(Type.Integer({ minimum: 1 }), noticeFields, { additionalProperties: false });
export type NoticeUpdateRequest = Static<typeof noticeUpdateBody>;
