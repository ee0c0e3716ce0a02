// Wire shapes of a session's participant list (POST /api/admin/session/participant/{list,bulk,restore,export}),
// each defined once as a TypeBox schema; the participant itself is schemas.ts's sessionParticipantSchema.
import { PageResult, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { MAX_SESSION_PAGE_SIZE, PARTICIPANT_STATUSES, sessionParticipantSchema } from './schemas.js';

const id = Type.Integer({ minimum: 1 });
const filterProperties = { status: Type.Optional(StringEnum(PARTICIPANT_STATUSES)) };

/** Body of /session/participant/list: one session's participants, by the order they were added. */
export const participantListBody = Type.Object(
  {
    sessionId: id,
    current: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SESSION_PAGE_SIZE })),
    ...filterProperties,
  },
  { additionalProperties: false },
);
export type ParticipantListRequest = Static<typeof participantListBody>;

/** A participant list's filters without the page: /session/participant/bulk's `allMatching`, /export's `query`. */
export const participantFilter = Type.Object({ sessionId: Type.Optional(id), ...filterProperties }, { additionalProperties: false });
export type ParticipantFilter = Static<typeof participantFilter>;

/** Result of /session/participant/list. */
export const participantListResult = PageResult(sessionParticipantSchema);
export type ParticipantListResult = Static<typeof participantListResult>;

/** The statuses a bulk status change sets. */
export const participantStatusValue = StringEnum(PARTICIPANT_STATUSES);
