// Wire shapes of /api/admin/project/*, each defined once as a TypeBox schema: Fastify validates and serialises
// with it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports.
import { CappedPageResult, DateString, Nullable, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { versionedUpdateBody } from '../../http/partial-update.js';
import type { ProjectStatus } from './tables.js';

export type { ProjectStatus } from './tables.js';

/** Largest page a project list answers. */
export const MAX_PAGE_SIZE = 100;
/** Statuses, in lifecycle order. */
export const PROJECT_STATUSES = ['draft', 'active', 'closed', 'archived'] as const satisfies readonly ProjectStatus[];
/** Sortable list columns. */
export const PROJECT_SORT_FIELDS = ['name', 'code', 'startDate', 'createdAt'] as const;
/** Kinds of user a project refers to. */
const USER_TYPES = ['admin', 'moderator', 'client'] as const;

const id = Type.Integer({ minimum: 1 });
const date = DateString();
const ids = Type.Array(id, { maxItems: 200, uniqueItems: true });

/** A user as a project shows it. */
export const projectUserRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type ProjectUserRef = Static<typeof projectUserRefSchema>;

/** A project row of the list and the detail. */
export const projectItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  status: StringEnum(PROJECT_STATUSES),
  startDate: Type.String(),
  endDate: Type.String(),
  description: Nullable(Type.String()),
  client: Nullable(projectUserRefSchema),
  moderators: Type.Array(projectUserRefSchema),
  members: Type.Array(projectUserRefSchema),
  sessionCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ProjectItem = Static<typeof projectItemSchema>;
/** Sortable list columns. */
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

const filterProperties = {
  /** Substring of name or code, case-insensitive. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(StringEnum(PROJECT_STATUSES)),
  clientId: Type.Optional(id),
  /** Projects running on or after this date (end date >= dateFrom). */
  dateFrom: Type.Optional(date),
  /** Projects starting on or before this date (start date <= dateTo). */
  dateTo: Type.Optional(date),
  sortField: Type.Optional(StringEnum(PROJECT_SORT_FIELDS)),
  sortOrder: Type.Optional(StringEnum(['ascend', 'descend'])),
};
/** Body of /project/export: the filters of /project/list without the page. */
export const projectFilterBody = Type.Object(filterProperties, { additionalProperties: false });
/** Filters of /project/list, /project/myList and /project/export. */
export type ProjectFilter = Static<typeof projectFilterBody>;

/** Body of POST /api/admin/project/list and /myList. */
export const projectListBody = Type.Object(
  {
    ...filterProperties,
    current: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type ProjectListRequest = Static<typeof projectListBody>;

/** Result of /project/list and /myList. */
export const projectListResult = CappedPageResult(projectItemSchema);
export type ProjectListResult = Static<typeof projectListResult>;

/** Body of /project/detail, /close, /archive, /delete, /myDetail. */
export const projectIdBody = Type.Object({ id }, { additionalProperties: false });
export type ProjectIdRequest = Static<typeof projectIdBody>;
/** Result of the writes: the project's id. */
export const projectIdResult = Type.Object({ id: Type.Integer() });

const saveProperties = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  code: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }),
  clientId: Type.Optional(Nullable(id)),
  /** Draft or active; close and archive have their own routes. */
  status: Type.Optional(StringEnum(['draft', 'active'])),
  startDate: date,
  endDate: date,
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  moderatorIds: Type.Optional(ids),
  memberIds: Type.Optional(ids),
};
/** Body of /project/add and /myAdd. */
export const projectAddBody = Type.Object(saveProperties, { additionalProperties: false });
export type ProjectAddRequest = Static<typeof projectAddBody>;

/**
 * Body of /project/update and /myUpdate: only `id` is required; an omitted field keeps its value (null or []
 * clears it). `updatedAt`, the value the editor loaded, makes a stale edit a 409 instead of an overwrite.
 */
export const projectUpdateBody = versionedUpdateBody(id, saveProperties, { additionalProperties: false });
export type ProjectUpdateRequest = Static<typeof projectUpdateBody>;

/** Body of /project/userOptions: users to pick as client, moderator or member. */
export const userOptionsBody = Type.Object(
  { type: Type.Optional(StringEnum(USER_TYPES)), keyword: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export type ProjectUserOptionsRequest = Static<typeof userOptionsBody>;

/** An entry of /project/userOptions. */
export const projectUserOptionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
  type: StringEnum(USER_TYPES),
});
export type ProjectUserOption = Static<typeof projectUserOptionSchema>;
/** Result of /project/userOptions. */
export const userOptionsResult = Type.Array(projectUserOptionSchema);
