// Baseline (issue 41): the question bank as migrations 060 and 110 (deleted since; a database that ran them
// skips this) left it, in one step for a new database. The question bank and Picture It image sets. A picture_it
// question references a set; a set's images reference files (the file module's table) and are recorded in
// file_usages by the pictureIt module so a used file cannot be deleted. A deleted question keeps its row,
// stamped with deleted_at, until its undo window is past (resources/undo.ts); its tags wait in deleted_tags.
import type { Kysely } from 'kysely';
import { sqlIn, withId, withTimestamps } from '../../../db/migrations/portable.js';

const QUESTION_TYPES = ['single_choice', 'multiple_choice', 'open_text', 'rating', 'picture_it'];
const STATUSES = ['enabled', 'disabled'];

/** Creates picture_it_sets, picture_it_images, questions and question_tags. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(withId(db, db.schema.createTable('picture_it_sets')))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('instructions', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('enabled').check(sqlIn('status', STATUSES)))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('picture_it_sets_name_idx').on('picture_it_sets').column('name').execute();
  await db.schema.createIndex('picture_it_sets_status_idx').on('picture_it_sets').column('status').execute();
  await db.schema.createIndex('picture_it_sets_updated_idx').on('picture_it_sets').column('updated_at').execute();
  // Core migration 075 made this one while core history was not folded; a database that ran this baseline ran 075.
  await db.schema.createIndex('picture_it_sets_status_updated_idx').on('picture_it_sets').columns(['status', 'updated_at', 'id']).execute();

  await withId(db, db.schema.createTable('picture_it_images'))
    .addColumn('set_id', 'integer', (c) => c.notNull().references('picture_it_sets.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('restrict'))
    .addColumn('caption', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('picture_it_images_set_idx').on('picture_it_images').columns(['set_id', 'position']).execute();
  await db.schema.createIndex('picture_it_images_file_idx').on('picture_it_images').column('file_id').execute();

  await withTimestamps(withId(db, db.schema.createTable('questions')))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sqlIn('type', QUESTION_TYPES)))
    .addColumn('options', 'text') // JSON [{ label, value }] for choice types
    .addColumn('rating_scale', 'integer')
    .addColumn('rating_low_label', 'text')
    .addColumn('rating_high_label', 'text')
    .addColumn('picture_it_set_id', 'integer', (c) => c.references('picture_it_sets.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('enabled').check(sqlIn('status', STATUSES)))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_tags', 'text')
    .execute();
  // Keyword search is a substring match over text; type/status/set filters and the updated_at sort are indexed.
  await db.schema.createIndex('questions_text_idx').on('questions').column('text').execute();
  await db.schema.createIndex('questions_type_idx').on('questions').columns(['type', 'updated_at']).execute();
  await db.schema.createIndex('questions_status_idx').on('questions').columns(['status', 'updated_at']).execute();
  await db.schema.createIndex('questions_updated_idx').on('questions').column('updated_at').execute();
  await db.schema.createIndex('questions_set_idx').on('questions').column('picture_it_set_id').execute();
  await db.schema.createIndex('questions_deleted_idx').on('questions').column('deleted_at').execute();

  await db.schema
    .createTable('question_tags')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_tags_pk', ['question_id', 'tag'])
    .execute();
  await db.schema.createIndex('question_tags_tag_idx').on('question_tags').columns(['tag', 'question_id']).execute();
}

/** Drops the question bank and Picture It tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['question_tags', 'questions', 'picture_it_images', 'picture_it_sets']) {
    await db.schema.dropTable(table).execute();
  }
}
