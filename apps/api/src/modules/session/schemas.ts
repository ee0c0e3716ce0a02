// Wire shapes of /api/admin/session/* (research sessions of a project, not sign-in sessions), each defined once
// as a TypeBox schema: Fastify validates and serialises with it, the OpenAPI document shows it, and its type
// (`Static<typeof schema>`) is what the console imports.
import { CappedPageResult, DateTimeString, Nullable, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { versionedUpdateBody } from '../../http/partial-update.js';
import { PROJECT_STATUSES, projectUserRefSchema } from '../project/schemas.js';
import type { ParticipantStatus, SessionKind, SessionStatus } from '../project/tables.js';

export type { ParticipantStatus, SessionKind, SessionStatus } from '../project/tables.js';

/** Largest page a session list answers. */
export const MAX_SESSION_PAGE_SIZE = 100;
/** Most participants a session holds. */
export const MAX_CAPACITY = 500;
export const SESSION_KINDS = ['focus_group', 'interview'] as const satisfies readonly SessionKind[];
export const SESSION_STATUSES = ['scheduled', 'live', 'completed', 'cancelled'] as const satisfies readonly SessionStatus[];
export const PARTICIPANT_STATUSES = ['invited', 'confirmed', 'attended', 'no_show'] as const satisfies readonly ParticipantStatus[];

const id = Type.Integer({ minimum: 1 });
const instant = DateTimeString({ minLength: 1 });

const itemProperties = {
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  projectStatus: StringEnum(PROJECT_STATUSES),
  title: Type.String(),
  kind: StringEnum(SESSION_KINDS),
  startAt: Type.String(),
  endAt: Type.String(),
  timeZone: Type.String(),
  moderator: Nullable(projectUserRefSchema),
  status: StringEnum(SESSION_STATUSES),
  meetingLink: Nullable(Type.String()),
  capacity: Type.Integer(),
  participantCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
/** A session row of the lists. Instants are UTC ISO-8601; `timeZone` is the IANA zone it is scheduled in. */
export const sessionItemSchema = Type.Object(itemProperties);
export type SessionItem = Static<typeof sessionItemSchema>;

/** One question of a session's guide. */
export const sessionGuideItemSchema = Type.Object({ questionId: Type.Integer(), text: Nullable(Type.String()) });
export type SessionGuideItem = Static<typeof sessionGuideItemSchema>;

/** A participant of a session. */
export const sessionParticipantSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contact: Nullable(Type.String()),
  status: StringEnum(PARTICIPANT_STATUSES),
  /** The participant's version: sent back with an update, a newer stored one refuses the edit (409). */
  updatedAt: Type.String(),
});
export type SessionParticipant = Static<typeof sessionParticipantSchema>;

/** Result of /session/detail and /myDetail. `questionBankAvailable` is false until the question module ships. */
export const sessionDetailSchema = Type.Object({
  ...itemProperties,
  participants: Type.Array(sessionParticipantSchema),
  /** The question guide in order; `text` is null when the question bank does not know the id. */
  guide: Type.Array(sessionGuideItemSchema),
  questionBankAvailable: Type.Boolean(),
});
export type SessionDetail = Static<typeof sessionDetailSchema>;

const filterProperties = {
  status: Type.Optional(StringEnum(SESSION_STATUSES)),
  sortOrder: Type.Optional(StringEnum(['ascend', 'descend'])),
};
const pageProperties = {
  current: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SESSION_PAGE_SIZE })),
  ...filterProperties,
};
/** Body of /session/list: the sessions of one project. */
export const sessionListBody = Type.Object({ projectId: id, ...pageProperties }, { additionalProperties: false });
/** Body of /session/myList (projectId optional, required with status); /session/list is the same with projectId required. */
export const mySessionListBody = Type.Object({ projectId: Type.Optional(id), ...pageProperties }, { additionalProperties: false });
/** A session list's filters and sort without the page: what /session/bulk's `allMatching` and /session/export's `query` take. */
export const sessionFilter = Type.Object({ projectId: Type.Optional(id), ...filterProperties }, { additionalProperties: false });
/** The statuses a bulk status change sets. */
export const sessionStatusValue = StringEnum(SESSION_STATUSES);
/** Body of /session/list (one project) and /myList (projectId optional). */
export type SessionListRequest = Static<typeof mySessionListBody>;

/** Result of the session lists. */
export const sessionListResult = CappedPageResult(sessionItemSchema);
export type SessionListResult = Static<typeof sessionListResult>;

/** Body of /session/detail, /delete, /myDetail and the participant removals. */
export const sessionIdBody = Type.Object({ id }, { additionalProperties: false });
export type SessionIdRequest = Static<typeof sessionIdBody>;
/** Body of /session/participant/remove and /my/participant/remove: the participant's id. */
export type ParticipantRemoveRequest = SessionIdRequest;

/** Result of the session writes: the id of the session or participant written. */
export const sessionIdResult = Type.Object({ id: Type.Integer() });

/** A session as other pages show it in one line (the dashboard's upcoming sessions, the minutes' header). */
export const sessionHeadlineFields = {
  title: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  timeZone: Type.String(),
  status: Type.String(),
  moderatorName: Nullable(Type.String()),
};

const fieldProperties = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  kind: StringEnum(SESSION_KINDS),
  startAt: instant,
  endAt: instant,
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  moderatorId: Type.Optional(Nullable(id)),
  status: Type.Optional(StringEnum(SESSION_STATUSES)),
  meetingLink: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  capacity: Type.Integer({ minimum: 1, maximum: MAX_CAPACITY }),
};
/** The editable fields of a session. */
export const sessionFieldsSchema = Type.Object(fieldProperties);
export type SessionFields = Static<typeof sessionFieldsSchema>;

/** Body of /session/add. */
export const sessionAddBody = Type.Object({ projectId: id, ...fieldProperties }, { additionalProperties: false });
export type SessionAddRequest = Static<typeof sessionAddBody>;

/**
 * Body of /session/update and /myUpdate: only `id` is required; an omitted field keeps its value (null clears
 * it). `updatedAt`, the version the editor loaded, makes a stale edit a 409.
 */
export const sessionUpdateBody = versionedUpdateBody(id, fieldProperties, { additionalProperties: false });
export type SessionUpdateRequest = Static<typeof sessionUpdateBody>;

const participantProperties = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  contact: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  status: Type.Optional(StringEnum(PARTICIPANT_STATUSES)),
};
/** Body of /session/participant/add. */
export const participantAddBody = Type.Object({ sessionId: id, ...participantProperties }, { additionalProperties: false });
export type ParticipantAddRequest = Static<typeof participantAddBody>;

/**
 * Body of /session/participant/update: only `id` is required; an omitted field keeps its value. `updatedAt`, the
 * version the editor loaded, makes a stale edit a 409.
 */
export const participantUpdateBody = versionedUpdateBody(id, participantProperties, { additionalProperties: false });
export type ParticipantUpdateRequest = Static<typeof participantUpdateBody>;

/** A guide's questions in order. */
const guideQuestionIds = Type.Array(id, { maxItems: 200, uniqueItems: true });
/**
 * Body of /session/guide/set: the complete ordered guide. `loadedQuestionIds`, the guide as the editor loaded it,
 * makes a save over a guide someone else changed since a 409 instead of dropping their change.
 */
export const guideSetBody = Type.Object(
  { sessionId: id, questionIds: guideQuestionIds, loadedQuestionIds: Type.Optional(guideQuestionIds) },
  { additionalProperties: false },
);
export type GuideSetRequest = Static<typeof guideSetBody>;
