// Wire shapes and JSON schemas of meeting minutes. A save carries the version it was loaded at; the server refuses
// (409) a save whose version is no longer current, so two editors never overwrite each other.
import type { TSchema } from '../../http/schema-types.js';

/** One transcript segment; when it was said is an offset from the start or a clock time (or neither). */
export interface TranscriptSegment {
  speaker: string;
  /** Seconds from the start of the session. */
  offsetSeconds: number | null;
  /** 'HH:MM' or 'HH:MM:SS' local clock time. */
  clockTime: string | null;
  text: string;
}
/** The session the minutes belong to, for the page header. */
export interface MinutesSession {
  id: number;
  title: string;
  projectId: number;
  projectName: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  status: string;
  moderatorName: string | null;
  /** Participant names, to suggest speakers. */
  participants: string[];
}
/** Result of minutes detail: version 0 means no minutes saved yet. */
export interface MinutesDetail {
  session: MinutesSession;
  summary: string;
  keyPoints: string[];
  segments: TranscriptSegment[];
  version: number;
  updatedAt: string | null;
  updatedByName: string | null;
}
/** Body of minutes save. */
export interface MinutesSaveRequest {
  sessionId: number;
  /** The version the editor loaded (0 for new minutes). */
  version: number;
  summary: string;
  keyPoints: string[];
  segments: TranscriptSegment[];
}
/** Result of minutes save. */
export interface MinutesSaveResult {
  version: number;
  updatedAt: string;
}
/** Body of minutes export. */
export interface MinutesExportRequest {
  sessionId: number;
  format: 'markdown' | 'text';
}
/** Body of the sessions list the minutes page picks from. */
export interface MinutesSessionListRequest {
  current?: number;
  pageSize?: number;
  keyword?: string;
  /** '' all, 'yes' with minutes, 'no' without. */
  hasMinutes?: '' | 'yes' | 'no';
}
/** One session in that list. */
export interface MinutesSessionRow {
  sessionId: number;
  title: string;
  projectName: string;
  startAt: string;
  status: string;
  version: number;
  updatedAt: string | null;
}
/** Result of the sessions list. */
export interface MinutesSessionListResult {
  list: MinutesSessionRow[];
  total: number;
  current: number;
  pageSize: number;
}

// JSON schemas of the minutes routes; every string has a length limit so a 400 names the field.
const sessionId = { type: 'integer', minimum: 1 };
const segment = {
  type: 'object',
  required: ['speaker', 'text'],
  properties: {
    speaker: { type: 'string', minLength: 1, maxLength: 100 },
    offsetSeconds: { type: ['integer', 'null'], minimum: 0, maximum: 86400 },
    clockTime: { type: ['string', 'null'], maxLength: 8, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$' },
    text: { type: 'string', minLength: 1, maxLength: 5000 },
  },
};

export const sessionIdBody: TSchema = { type: 'object', required: ['sessionId'], properties: { sessionId } };
export const saveBody: TSchema = {
  type: 'object',
  required: ['sessionId', 'version', 'summary', 'keyPoints', 'segments'],
  properties: {
    sessionId,
    version: { type: 'integer', minimum: 0 },
    summary: { type: 'string', maxLength: 20000 },
    keyPoints: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 500 }, maxItems: 50 },
    segments: { type: 'array', items: segment, maxItems: 2000 },
  },
};
export const exportBody: TSchema = {
  type: 'object',
  required: ['sessionId', 'format'],
  properties: { sessionId, format: { type: 'string', enum: ['markdown', 'text'] } },
};
export const sessionListBody: TSchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    keyword: { type: 'string', maxLength: 100 },
    hasMinutes: { type: 'string', enum: ['', 'yes', 'no'] },
  },
};

const segmentRecord = {
  type: 'object',
  properties: {
    speaker: { type: 'string' },
    offsetSeconds: { type: ['integer', 'null'] },
    clockTime: { type: ['string', 'null'] },
    text: { type: 'string' },
  },
};
export const detailResult: TSchema = {
  type: 'object',
  properties: {
    session: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        title: { type: 'string' },
        projectId: { type: 'integer' },
        projectName: { type: 'string' },
        startAt: { type: 'string' },
        endAt: { type: 'string' },
        timeZone: { type: 'string' },
        status: { type: 'string' },
        moderatorName: { type: ['string', 'null'] },
        participants: { type: 'array', items: { type: 'string' } },
      },
    },
    summary: { type: 'string' },
    keyPoints: { type: 'array', items: { type: 'string' } },
    segments: { type: 'array', items: segmentRecord },
    version: { type: 'integer' },
    updatedAt: { type: ['string', 'null'] },
    updatedByName: { type: ['string', 'null'] },
  },
};
export const saveResult: TSchema = { type: 'object', properties: { version: { type: 'integer' }, updatedAt: { type: 'string' } } };
export const sessionListResult: TSchema = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          sessionId: { type: 'integer' },
          title: { type: 'string' },
          projectName: { type: 'string' },
          startAt: { type: 'string' },
          status: { type: 'string' },
          version: { type: 'integer' },
          updatedAt: { type: ['string', 'null'] },
        },
      },
    },
    total: { type: 'integer' },
    current: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
/** Downloads answer bytes; documented as a binary string. */
export const bytesResult: TSchema = { type: 'string', format: 'binary' };
