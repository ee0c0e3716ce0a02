// Row shapes of meeting minutes (migration 061); each joins `Database` below.

/** The minutes of one research session; `version` grows by one on every save. */
export interface MeetingMinutesTable {
  session_id: number;
  summary: string;
  /** JSON text: an array of strings. */
  key_points: string;
  version: number;
  updated_by: number | null;
  updated_by_name: string | null;
  created_at: string;
  updated_at: string;
}

/** One transcript segment: a speaker, when (seconds from the start or a clock time) and what was said. */
export interface MinutesSegmentsTable {
  session_id: number;
  position: number;
  speaker: string;
  offset_seconds: number | null;
  /** 'HH:MM' or 'HH:MM:SS'. */
  clock_time: string | null;
  text: string;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface MinutesTables {
  meeting_minutes: MeetingMinutesTable;
  minutes_segments: MinutesSegmentsTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends MinutesTables {}
}
