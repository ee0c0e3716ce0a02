// Wire shapes of /api/admin/session/* (research sessions of a project, not sign-in sessions):
// the request/response types the console imports and the JSON schemas Fastify checks them with.
import type { TSchema } from '../../http/schema-types.js';
import type { ParticipantStatus, ProjectStatus, SessionKind, SessionStatus } from '../project/tables.js';

export type { ParticipantStatus, SessionKind, SessionStatus } from '../project/tables.js';

/** Largest page a session list answers. */
export const MAX_SESSION_PAGE_SIZE = 100;
/** Most participants a session holds. */
export const MAX_CAPACITY = 500;
export const SESSION_KINDS: readonly SessionKind[] = ['focus_group', 'interview'];
export const SESSION_STATUSES: readonly SessionStatus[] = ['scheduled', 'live', 'completed', 'cancelled'];
export const PARTICIPANT_STATUSES: readonly ParticipantStatus[] = ['invited', 'confirmed', 'attended', 'no_show'];

/** A session row of the lists. Instants are UTC ISO-8601; `timeZone` is the IANA zone it is scheduled in. */
export interface SessionItem {
  id: number;
  projectId: number;
  projectName: string;
  projectStatus: ProjectStatus;
  title: string;
  kind: SessionKind;
  startAt: string;
  endAt: string;
  timeZone: string;
  moderator: { id: number; name: string } | null;
  status: SessionStatus;
  meetingLink: string | null;
  capacity: number;
  participantCount: number;
  createdAt: string;
  updatedAt: string;
}
/** One question of a session's guide. */
export interface SessionGuideItem {
  questionId: number;
  text: string | null;
}
/** A participant of a session. */
export interface SessionParticipant {
  id: number;
  name: string;
  contact: string | null;
  status: ParticipantStatus;
}
/** Result of /session/detail and /myDetail. `questionBankAvailable` is false until the question module ships. */
export interface SessionDetail extends SessionItem {
  participants: SessionParticipant[];
  /** The question guide in order; `text` is null when the question bank does not know the id. */
  guide: SessionGuideItem[];
  questionBankAvailable: boolean;
}
/** Body of /session/list (one project) and /myList (projectId optional). */
export interface SessionListRequest {
  projectId?: number;
  current?: number;
  pageSize?: number;
  sortOrder?: 'ascend' | 'descend';
}
/** Result of the session lists. */
export interface SessionListResult {
  list: SessionItem[];
  /** Matching sessions, counted up to five pages past this one. */
  total: number;
  /** True when more than `total` match. */
  totalCapped: boolean;
  current: number;
  pageSize: number;
}
/** Body of /session/detail, /delete, /myDetail. */
export interface SessionIdRequest {
  id: number;
}
/** The editable fields of a session. */
export interface SessionFields {
  title: string;
  kind: SessionKind;
  startAt: string;
  endAt: string;
  timeZone: string;
  moderatorId?: number | null;
  status?: SessionStatus;
  meetingLink?: string | null;
  capacity: number;
}
/** Body of /session/add. */
export type SessionAddRequest = SessionFields & { projectId: number };
/** Body of /session/update and /myUpdate; `updatedAt`, the version the editor loaded, makes a stale edit a 409. */
export type SessionUpdateRequest = SessionFields & { id: number; updatedAt?: string };
/** Body of /session/participant/add. */
export interface ParticipantAddRequest {
  sessionId: number;
  name: string;
  contact?: string | null;
  status?: ParticipantStatus;
}
/** Body of /session/participant/update. */
export interface ParticipantUpdateRequest {
  id: number;
  name: string;
  contact?: string | null;
  status: ParticipantStatus;
}
/** Body of /session/participant/remove. */
export interface ParticipantRemoveRequest {
  id: number;
}
/** Body of /session/guide/set: the complete ordered guide. */
export interface GuideSetRequest {
  sessionId: number;
  questionIds: number[];
}

const id = { type: 'integer', minimum: 1 };
const instant = { type: 'string', minLength: 1, maxLength: 40 };
const ref: TSchema = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } };

const itemProperties = {
  id: { type: 'integer' },
  projectId: { type: 'integer' },
  projectName: { type: 'string' },
  projectStatus: { type: 'string' },
  title: { type: 'string' },
  kind: { type: 'string' },
  startAt: { type: 'string' },
  endAt: { type: 'string' },
  timeZone: { type: 'string' },
  moderator: { anyOf: [ref, { type: 'null' }] },
  status: { type: 'string' },
  meetingLink: { type: ['string', 'null'] },
  capacity: { type: 'integer' },
  participantCount: { type: 'integer' },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
};
const itemRequired = Object.keys(itemProperties);
/** Schema of a {@link SessionItem}. */
export const sessionItemSchema: TSchema = { type: 'object', required: itemRequired, properties: itemProperties };
/** Schema of a {@link SessionDetail}. */
export const sessionDetailSchema: TSchema = {
  type: 'object',
  required: [...itemRequired, 'participants', 'guide', 'questionBankAvailable'],
  properties: {
    ...itemProperties,
    participants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'contact', 'status'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          contact: { type: ['string', 'null'] },
          status: { type: 'string' },
        },
      },
    },
    guide: {
      type: 'array',
      items: {
        type: 'object',
        required: ['questionId', 'text'],
        properties: { questionId: { type: 'integer' }, text: { type: ['string', 'null'] } },
      },
    },
    questionBankAvailable: { type: 'boolean' },
  },
};
const page = { current: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: MAX_SESSION_PAGE_SIZE } };
const sortOrder = { type: 'string', enum: ['ascend', 'descend'] };
/** Body schema of /session/list. */
export const sessionListBody: TSchema = {
  type: 'object',
  required: ['projectId'],
  additionalProperties: false,
  properties: { projectId: id, ...page, sortOrder },
};
/** Body schema of /session/myList. */
export const mySessionListBody: TSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { projectId: id, ...page, sortOrder },
};
/** Result schema of the session lists. */
export const sessionListResult: TSchema = {
  type: 'object',
  required: ['list', 'total', 'current', 'pageSize'],
  properties: {
    list: { type: 'array', items: sessionItemSchema },
    total: { type: 'integer' },
    totalCapped: { type: 'boolean' },
    current: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
/** Body schema of id-only routes. */
export const sessionIdBody: TSchema = { type: 'object', required: ['id'], additionalProperties: false, properties: { id } };

const fieldProperties = {
  title: { type: 'string', minLength: 1, maxLength: 200 },
  kind: { type: 'string', enum: SESSION_KINDS },
  startAt: instant,
  endAt: instant,
  timeZone: { type: 'string', minLength: 1, maxLength: 64 },
  moderatorId: { anyOf: [id, { type: 'null' }] },
  status: { type: 'string', enum: SESSION_STATUSES },
  meetingLink: { type: ['string', 'null'], maxLength: 2000 },
  capacity: { type: 'integer', minimum: 1, maximum: MAX_CAPACITY },
};
const fieldRequired = ['title', 'kind', 'startAt', 'endAt', 'timeZone', 'capacity'];
/** Body schema of /session/add. */
export const sessionAddBody: TSchema = {
  type: 'object',
  required: ['projectId', ...fieldRequired],
  additionalProperties: false,
  properties: { projectId: id, ...fieldProperties },
};
/** Body schema of /session/update and /myUpdate. */
export const sessionUpdateBody: TSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id, ...fieldProperties, updatedAt: { type: 'string', maxLength: 40 } },
};
const participantFields = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  contact: { type: ['string', 'null'], maxLength: 200 },
  status: { type: 'string', enum: PARTICIPANT_STATUSES },
};
/** Body schema of /session/participant/add. */
export const participantAddBody: TSchema = {
  type: 'object',
  required: ['sessionId', 'name'],
  additionalProperties: false,
  properties: { sessionId: id, ...participantFields },
};
/** Body schema of /session/participant/update. */
export const participantUpdateBody: TSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id, ...participantFields },
};
/** Body schema of /session/guide/set. */
export const guideSetBody: TSchema = {
  type: 'object',
  required: ['sessionId', 'questionIds'],
  additionalProperties: false,
  properties: { sessionId: id, questionIds: { type: 'array', maxItems: 200, uniqueItems: true, items: id } },
};
