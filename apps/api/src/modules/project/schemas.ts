// Wire shapes of /api/admin/project/*: the request/response types the console imports, and the
// JSON schemas Fastify validates and serialises with. Kept together so they cannot drift apart.
import type { TSchema } from '../../http/schema-types.js';
import type { ProjectStatus } from './tables.js';

export type { ProjectStatus } from './tables.js';

/** Largest page a project list answers. */
export const MAX_PAGE_SIZE = 100;
/** Statuses, in lifecycle order. */
export const PROJECT_STATUSES: readonly ProjectStatus[] = ['draft', 'active', 'closed', 'archived'];

/** A user as a project shows it. */
export interface ProjectUserRef {
  id: number;
  name: string;
}
/** A project row of the list and the detail. */
export interface ProjectItem {
  id: number;
  name: string;
  code: string;
  status: ProjectStatus;
  startDate: string;
  endDate: string;
  description: string | null;
  client: ProjectUserRef | null;
  moderators: ProjectUserRef[];
  members: ProjectUserRef[];
  sessionCount: number;
  createdAt: string;
  updatedAt: string;
}
/** Sortable list columns. */
export type ProjectSortField = 'name' | 'code' | 'startDate' | 'createdAt';
/** Filters of /project/list, /project/myList and /project/export. */
export interface ProjectFilter {
  /** Substring of name or code, case-insensitive. */
  keyword?: string;
  status?: ProjectStatus;
  clientId?: number;
  /** Projects running on or after this date (end date >= dateFrom). */
  dateFrom?: string;
  /** Projects starting on or before this date (start date <= dateTo). */
  dateTo?: string;
  sortField?: ProjectSortField;
  sortOrder?: 'ascend' | 'descend';
}
/** Body of POST /api/admin/project/list and /myList. */
export type ProjectListRequest = ProjectFilter & { current?: number; pageSize?: number };
/** Result of /project/list and /myList. */
export interface ProjectListResult {
  list: ProjectItem[];
  /** Matching projects, counted up to five pages past this one (then that many with `totalCapped`). */
  total: number;
  /** True when more than `total` projects match (show "120+"). */
  totalCapped?: boolean;
  current: number;
  pageSize: number;
}
/** Body of /project/detail, /close, /archive, /delete, /myDetail. */
export interface ProjectIdRequest {
  id: number;
}
/** Body of /project/add and /myAdd. Status may be draft or active; close and archive have their own routes. */
export interface ProjectAddRequest {
  name: string;
  code: string;
  clientId?: number | null;
  status?: 'draft' | 'active';
  startDate: string;
  endDate: string;
  description?: string | null;
  moderatorIds?: number[];
  memberIds?: number[];
}
/**
 * Body of /project/update and /myUpdate: only `id` is required; an omitted field keeps its value (null or []
 * clears it). `updatedAt`, the value the editor loaded, makes a stale edit a 409 instead of an overwrite.
 */
export type ProjectUpdateRequest = Partial<ProjectAddRequest> & { id: number; updatedAt?: string };
/** Body of /project/userOptions: users to pick as client, moderator or member. */
export interface ProjectUserOptionsRequest {
  type?: 'admin' | 'moderator' | 'client';
  keyword?: string;
}
/** An entry of /project/userOptions. */
export interface ProjectUserOption {
  id: number;
  name: string;
  username: string;
  type: 'admin' | 'moderator' | 'client';
}

const id = { type: 'integer', minimum: 1 };
const date = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const userRef: TSchema = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } };
const ids = { type: 'array', maxItems: 200, uniqueItems: true, items: id };

/** Schema of a {@link ProjectItem}. */
export const projectItemSchema: TSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'code',
    'status',
    'startDate',
    'endDate',
    'description',
    'client',
    'moderators',
    'members',
    'sessionCount',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    code: { type: 'string' },
    status: { type: 'string', enum: PROJECT_STATUSES },
    startDate: { type: 'string' },
    endDate: { type: 'string' },
    description: { type: ['string', 'null'] },
    client: { anyOf: [userRef, { type: 'null' }] },
    moderators: { type: 'array', items: userRef },
    members: { type: 'array', items: userRef },
    sessionCount: { type: 'integer' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};

const filterProperties = {
  keyword: { type: 'string', maxLength: 100 },
  status: { type: 'string', enum: PROJECT_STATUSES },
  clientId: id,
  dateFrom: date,
  dateTo: date,
  sortField: { type: 'string', enum: ['name', 'code', 'startDate', 'createdAt'] },
  sortOrder: { type: 'string', enum: ['ascend', 'descend'] },
};
/** Body schema of /project/export. */
export const projectFilterBody: TSchema = { type: 'object', additionalProperties: false, properties: filterProperties };
/** Body schema of /project/list and /myList. */
export const projectListBody: TSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...filterProperties,
    current: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  },
};
/** Result schema of the lists. */
export const projectListResult: TSchema = {
  type: 'object',
  required: ['list', 'total', 'current', 'pageSize'],
  properties: {
    list: { type: 'array', items: projectItemSchema },
    total: { type: 'integer' },
    totalCapped: { type: 'boolean' },
    current: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
/** Body schema of the id-only routes. */
export const projectIdBody: TSchema = { type: 'object', required: ['id'], additionalProperties: false, properties: { id } };

const saveProperties = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  code: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' },
  clientId: { anyOf: [id, { type: 'null' }] },
  status: { type: 'string', enum: ['draft', 'active'] },
  startDate: date,
  endDate: date,
  description: { type: ['string', 'null'], maxLength: 2000 },
  moderatorIds: ids,
  memberIds: ids,
};
/** Body schema of /project/add and /myAdd. */
export const projectAddBody: TSchema = {
  type: 'object',
  required: ['name', 'code', 'startDate', 'endDate'],
  additionalProperties: false,
  properties: saveProperties,
};
/** Body schema of /project/update and /myUpdate. */
export const projectUpdateBody: TSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id, ...saveProperties, updatedAt: { type: 'string', maxLength: 40 } },
};
/** Body schema of /project/userOptions. */
export const userOptionsBody: TSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { type: { type: 'string', enum: ['admin', 'moderator', 'client'] }, keyword: { type: 'string', maxLength: 100 } },
};
/** Result schema of /project/userOptions. */
export const userOptionsResult: TSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name', 'username', 'type'],
    properties: { id: { type: 'integer' }, name: { type: 'string' }, username: { type: 'string' }, type: { type: 'string' } },
  },
};
