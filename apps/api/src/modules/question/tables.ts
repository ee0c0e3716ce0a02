// Row shapes of the question bank (migration 060); each joins `Database` below.
import type { Generated } from 'kysely';

/** The question_type dictionary's values. */
export type QuestionType = 'single_choice' | 'multiple_choice' | 'open_text' | 'rating' | 'picture_it';

export interface QuestionsTable {
  id: Generated<number>;
  text: string;
  type: QuestionType;
  /** JSON text `[{ label, value }]` for choice types; null otherwise. */
  options: string | null;
  rating_scale: number | null;
  rating_low_label: string | null;
  rating_high_label: string | null;
  picture_it_set_id: number | null;
  status: 'enabled' | 'disabled';
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** When it was deleted (an undoable delete, migration 110); null while it is live. */
  deleted_at: Generated<string | null>;
  /** While deleted: its tags as a JSON array, put back by a restore. */
  deleted_tags: Generated<string | null>;
}

/** One tag of a question (a join table so that a tag filter uses an index). */
export interface QuestionTagsTable {
  question_id: number;
  tag: string;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface QuestionTables {
  questions: QuestionsTable;
  question_tags: QuestionTagsTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends QuestionTables {}
}
