// Wire shapes of meeting minutes, each defined once as a TypeBox schema: Fastify validates and serialises with it,
// the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports. A save carries
// the version it was loaded at; the server refuses (409) a save whose version is no longer current, so two editors
// never overwrite each other. Every string of a body has a length limit so a 400 names the field.
import { Nullable, PageResult, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { sessionHeadlineFields } from '../session/schemas.js';

const sessionId = Type.Integer({ minimum: 1 });

/** One transcript segment; when it was said is an offset from the start or a clock time (or neither). */
export const transcriptSegmentSchema = Type.Object({
  speaker: Type.String(),
  /** Seconds from the start of the session. */
  offsetSeconds: Nullable(Type.Integer()),
  /** 'HH:MM' or 'HH:MM:SS' local clock time. */
  clockTime: Nullable(Type.String()),
  text: Type.String(),
});
export type TranscriptSegment = Static<typeof transcriptSegmentSchema>;

/** A transcript segment as a save sends it: the time fields may be left out (none). */
export const transcriptSegmentInputSchema = Type.Object({
  speaker: Type.String({ minLength: 1, maxLength: 100 }),
  /** Seconds from the start of the session. */
  offsetSeconds: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 86400 }))),
  /** 'HH:MM' or 'HH:MM:SS' local clock time. */
  clockTime: Type.Optional(Nullable(Type.String({ maxLength: 8, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$' }))),
  text: Type.String({ minLength: 1, maxLength: 5000 }),
});
export type TranscriptSegmentInput = Static<typeof transcriptSegmentInputSchema>;

/** The session the minutes belong to, for the page header. */
export const minutesSessionSchema = Type.Object({
  id: Type.Integer(),
  ...sessionHeadlineFields,
  /** Participant names, to suggest speakers. */
  participants: Type.Array(Type.String()),
});
export type MinutesSession = Static<typeof minutesSessionSchema>;

/** Result of minutes detail: version 0 means no minutes saved yet. */
export const detailResult = Type.Object({
  session: minutesSessionSchema,
  summary: Type.String(),
  keyPoints: Type.Array(Type.String()),
  segments: Type.Array(transcriptSegmentSchema),
  version: Type.Integer(),
  updatedAt: Nullable(Type.String()),
  updatedByName: Nullable(Type.String()),
});
export type MinutesDetail = Static<typeof detailResult>;

/** Body of minutes detail. */
export const sessionIdBody = Type.Object({ sessionId });

/** Body of minutes save. */
export const saveBody = Type.Object({
  sessionId,
  /** The version the editor loaded (0 for new minutes). */
  version: Type.Integer({ minimum: 0 }),
  summary: Type.String({ maxLength: 20000 }),
  keyPoints: Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 50 }),
  segments: Type.Array(transcriptSegmentInputSchema, { maxItems: 2000 }),
});
export type MinutesSaveRequest = Static<typeof saveBody>;

/** Result of minutes save. */
/** What a save answers: the new version, and when and by whom, as the detail would show them. */
export const saveResult = Type.Object({ version: Type.Integer(), updatedAt: Type.String(), updatedByName: Type.String() });
export type MinutesSaveResult = Static<typeof saveResult>;

/** Body of minutes export. */
export const exportBody = Type.Object({ sessionId, format: StringEnum(['markdown', 'text']) });
export type MinutesExportRequest = Static<typeof exportBody>;

/** Body of the sessions list the minutes page picks from. */
export const sessionListBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** '' all, 'yes' with minutes, 'no' without. */
  hasMinutes: Type.Optional(StringEnum(['', 'yes', 'no'])),
});
export type MinutesSessionListRequest = Static<typeof sessionListBody>;

/** One session in that list. */
export const minutesSessionRowSchema = Type.Object({
  sessionId: Type.Integer(),
  title: Type.String(),
  projectName: Type.String(),
  startAt: Type.String(),
  status: Type.String(),
  version: Type.Integer(),
  updatedAt: Nullable(Type.String()),
});
export type MinutesSessionRow = Static<typeof minutesSessionRowSchema>;

/** Result of the sessions list. */
export const sessionListResult = PageResult(minutesSessionRowSchema);
export type MinutesSessionListResult = Static<typeof sessionListResult>;

/** Downloads answer bytes; documented as a binary string. */
export const bytesResult = Type.String({ format: 'binary' });
