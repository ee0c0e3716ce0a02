// Dictionaries and their items, with the console's own statuses and types seeded as dictionaries
// so that selects and tags read them from the server.
import { sql, type Kysely } from 'kysely';
import { sqlIn, withId, withTimestamps } from '../../../db/migrations/portable.js';

/** One seeded item. */
export interface SeedDictItem {
  value: string;
  label: string;
  color: string | null;
  isDefault?: boolean;
}

/** One seeded dictionary. */
export interface SeedDict {
  code: string;
  name: string;
  items: SeedDictItem[];
}

const item = (value: string, label: string, color: string | null, isDefault = false): SeedDictItem => ({ value, label, color, isDefault });

/** The built-in dictionaries, in seed order. */
export const SEED_DICTIONARIES: readonly SeedDict[] = [
  {
    code: 'project_status',
    name: 'Project status',
    items: [
      item('draft', 'Draft', 'gray', true),
      item('active', 'Active', 'green'),
      item('closed', 'Closed', 'orange'),
      item('archived', 'Archived', 'purple'),
    ],
  },
  {
    code: 'session_kind',
    name: 'Session kind',
    items: [item('focus_group', 'Focus group', 'arcoblue', true), item('interview', 'Interview', 'cyan')],
  },
  {
    code: 'session_status',
    name: 'Session status',
    items: [
      item('scheduled', 'Scheduled', 'arcoblue', true),
      item('live', 'Live', 'green'),
      item('completed', 'Completed', 'gray'),
      item('cancelled', 'Cancelled', 'red'),
    ],
  },
  {
    code: 'participant_status',
    name: 'Participant status',
    items: [
      item('invited', 'Invited', 'arcoblue', true),
      item('confirmed', 'Confirmed', 'cyan'),
      item('attended', 'Attended', 'green'),
      item('no_show', 'No show', 'red'),
    ],
  },
  {
    code: 'question_type',
    name: 'Question type',
    items: [
      item('single_choice', 'Single choice', 'arcoblue', true),
      item('multiple_choice', 'Multiple choice', 'cyan'),
      item('open_text', 'Open text', 'lime'),
      item('rating', 'Rating', 'gold'),
      item('picture_it', 'Picture It', 'magenta'),
    ],
  },
  {
    code: 'gender',
    name: 'Gender',
    items: [item('male', 'Male', 'blue'), item('female', 'Female', 'pinkpurple'), item('undisclosed', 'Undisclosed', 'gray', true)],
  },
  { code: 'user_status', name: 'User status', items: [item('enabled', 'Enabled', 'green', true), item('disabled', 'Disabled', 'red')] },
  {
    code: 'agreement_type',
    name: 'Agreement type',
    items: [
      item('user_agreement', 'User agreement', 'arcoblue', true),
      item('privacy_policy', 'Privacy policy', 'purple'),
      item('participant_consent', 'Participant consent', 'green'),
    ],
  },
];

interface SeedTables {
  dicts: { id?: number; code: string; name: string; status: string; remark: string | null; created_at: string; updated_at: string };
  dict_items: {
    dict_id: number;
    label: string;
    value: string;
    sort_order: number;
    color: string | null;
    status: string;
    is_default: number;
    remark: string | null;
    created_at: string;
    updated_at: string;
  };
}

/** Creates dicts and dict_items and seeds the built-in dictionaries. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(withId(db, db.schema.createTable('dicts')))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('enabled')
        .check(sqlIn('status', ['enabled', 'disabled'])),
    )
    .addColumn('remark', 'text')
    .execute();
  await db.schema.createIndex('dicts_name_idx').on('dicts').column('name').execute();
  await db.schema.createIndex('dicts_status_idx').on('dicts').column('status').execute();

  await withTimestamps(withId(db, db.schema.createTable('dict_items')))
    .addColumn('dict_id', 'integer', (c) => c.notNull().references('dicts.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('color', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('enabled')
        .check(sqlIn('status', ['enabled', 'disabled'])),
    )
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text')
    .addUniqueConstraint('dict_items_value_uq', ['dict_id', 'value'])
    .execute();
  await db.schema.createIndex('dict_items_order_idx').on('dict_items').columns(['dict_id', 'sort_order']).execute();
  // At most one default item per dictionary, enforced by the database as well as by the routes.
  await db.schema
    .createIndex('dict_items_one_default_uq')
    .on('dict_items')
    .column('dict_id')
    .unique()
    .where(sql<boolean>`is_default = 1`)
    .execute();

  const typed = db as unknown as Kysely<SeedTables>;
  const now = new Date().toISOString();
  for (const dict of SEED_DICTIONARIES) {
    const { id } = await typed
      .insertInto('dicts')
      .values({ code: dict.code, name: dict.name, status: 'enabled', remark: 'Built in', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await typed
      .insertInto('dict_items')
      .values(
        dict.items.map((item, index) => ({
          dict_id: id as number,
          label: item.label,
          value: item.value,
          sort_order: (index + 1) * 10,
          color: item.color,
          status: 'enabled',
          is_default: item.isDefault ? 1 : 0,
          remark: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** Drops the dictionary tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dict_items').execute();
  await db.schema.dropTable('dicts').execute();
}
