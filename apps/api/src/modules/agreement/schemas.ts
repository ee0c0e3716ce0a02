// Wire shapes of the agreement routes, each defined once as a TypeBox schema: Fastify validates and serialises
// with it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports.
import { Nullable, PageResult, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { versionedUpdateBody } from '../../http/partial-update.js';
import type { AgreementStatus } from './tables.js';

export type { AgreementStatus } from './tables.js';

/** Statuses, in lifecycle order. */
const AGREEMENT_STATUSES = ['draft', 'published', 'superseded'] as const satisfies readonly AgreementStatus[];

const id = Type.Integer({ minimum: 1 });
const type = Type.String({ minLength: 1, maxLength: 64 });

/** An agreement version as the API shows it (lists leave `content` out). */
export const recordResult = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  version: Type.Integer(),
  title: Type.String(),
  /** Markdown; absent in lists. */
  content: Type.Optional(Type.String()),
  status: StringEnum(AGREEMENT_STATUSES),
  createdBy: Nullable(Type.String()),
  updatedBy: Nullable(Type.String()),
  publishedAt: Nullable(Type.String()),
  publishedBy: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AgreementRecord = Static<typeof recordResult>;

const filterProperties = {
  type: Type.Optional(Type.String({ maxLength: 64 })),
  /** '' means any status. */
  status: Type.Optional(StringEnum(['', ...AGREEMENT_STATUSES])),
  /** Matches the title. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
};
/** The list's filters without the page (bulk's `allMatching`, export's `query`). */
export const listFilter = Type.Object(filterProperties, { additionalProperties: false });

/** Body of /agreement/list. */
export const listBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  ...filterProperties,
});
export type AgreementListRequest = Static<typeof listBody>;

/** Result of /agreement/list (records without content). */
export const listResult = PageResult(recordResult);
export type AgreementListResult = Static<typeof listResult>;

/** Body of /agreement/detail, /publish, /delete. */
export const idBody = Type.Object({ id });
export type AgreementIdRequest = Static<typeof idBody>;

const saveProperties = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  /** Markdown up to 200 000 characters. */
  content: Type.String({ maxLength: 200_000 }),
};
/** Body of /agreement/add: a new draft version of `type`. */
export const addBody = Type.Object({ type, ...saveProperties });
export type AgreementAddRequest = Static<typeof addBody>;

/**
 * Body of /agreement/update, drafts only: only `id` is required; an omitted field keeps its value.
 * `updatedAt`, the value the editor loaded, makes a stale edit a 409 instead of an overwrite.
 */
export const updateBody = versionedUpdateBody(id, saveProperties);
export type AgreementUpdateRequest = Static<typeof updateBody>;

/** Body of /agreement/history. */
export const historyBody = Type.Object({ type });
export type AgreementHistoryRequest = Static<typeof historyBody>;

/** Result of /agreement/history: every version of the type with content, newest first. */
export const historyResult = Type.Array(recordResult);
export type AgreementHistoryResult = Static<typeof historyResult>;
