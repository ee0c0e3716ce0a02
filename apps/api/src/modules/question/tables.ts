// Row shapes of the question bank (migration 060); db/types.ts lists them in `Database`.
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
}

/** One tag of a question (a join table so that a tag filter uses an index). */
export interface QuestionTagsTable {
  question_id: number;
  tag: string;
}
