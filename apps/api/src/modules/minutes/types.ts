// Wire shapes of meeting minutes. A save carries the version it was loaded at; the server refuses
// (409) a save whose version is no longer current, so two editors never overwrite each other.

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
