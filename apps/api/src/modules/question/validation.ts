import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import type { QuestionsTable } from './tables.js';
import type { QuestionAddRequest } from './schemas.js';

/** The columns a valid question input writes (tags apart). */
export type QuestionColumns = Pick<
  QuestionsTable,
  'text' | 'type' | 'options' | 'rating_scale' | 'rating_low_label' | 'rating_high_label' | 'picture_it_set_id'
>;

/**
 * Checks the type-specific rules and answers the columns to write: choice types need at least two
 * options with distinct values; rating needs a scale and both end labels; picture_it needs an
 * existing set. Parts another type would use are dropped. Throws 400 naming the field.
 */
export async function questionColumns(db: Kysely<Database>, input: QuestionAddRequest): Promise<QuestionColumns> {
  const text = input.text.trim();
  if (text === '') throw badRequest('text cannot be empty', 'text');
  const columns: QuestionColumns = {
    text,
    type: input.type,
    options: null,
    rating_scale: null,
    rating_low_label: null,
    rating_high_label: null,
    picture_it_set_id: null,
  };
  if (input.type === 'single_choice' || input.type === 'multiple_choice') {
    const options = (input.options ?? []).map((o) => ({ label: o.label.trim(), value: o.value.trim() }));
    if (options.length < 2) throw badRequest('options needs at least 2 choices for a choice question', 'options');
    options.forEach((o, index) => {
      if (o.label === '') throw badRequest(`options.${index}.label cannot be empty`, `options.${index}.label`);
      if (o.value === '') throw badRequest(`options.${index}.value cannot be empty`, `options.${index}.value`);
    });
    if (new Set(options.map((o) => o.value)).size !== options.length) throw badRequest('options values must be distinct', 'options');
    columns.options = JSON.stringify(options);
  } else if (input.type === 'rating') {
    const rating = input.rating;
    if (!rating) throw badRequest('rating is required for a rating question', 'rating');
    if (rating.lowLabel.trim() === '') throw badRequest('rating.lowLabel cannot be empty', 'rating.lowLabel');
    if (rating.highLabel.trim() === '') throw badRequest('rating.highLabel cannot be empty', 'rating.highLabel');
    columns.rating_scale = rating.scale;
    columns.rating_low_label = rating.lowLabel.trim();
    columns.rating_high_label = rating.highLabel.trim();
  } else if (input.type === 'picture_it') {
    if (!input.pictureItSetId) throw badRequest('pictureItSetId is required for a Picture It question', 'pictureItSetId');
    const set = await db
      .selectFrom('picture_it_sets')
      .select('id')
      .where('id', '=', input.pictureItSetId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!set) throw badRequest('pictureItSetId: that Picture It set does not exist', 'pictureItSetId');
    columns.picture_it_set_id = input.pictureItSetId;
  }
  return columns;
}

/** Trimmed, distinct tags in the given order. */
export function cleanTags(tags: string[] | undefined): string[] {
  const out: string[] = [];
  for (const tag of tags ?? []) {
    const trimmed = tag.trim();
    if (trimmed !== '' && !out.includes(trimmed)) out.push(trimmed);
  }
  return out;
}
