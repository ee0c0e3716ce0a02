// Issue 17: what the console seeds and shows as a label exists in en-US and zh-CN. The existing text columns
// stay the en-US (first) label; each gets a nullable zh-CN twin (a plain column: the same on both engines,
// searchable, and the update rule treats it like any other field). Null means "no Chinese label": readers
// fall back to the first label.
//
// The backfill writes the zh-CN text of every seeded row whose English is still the seeded English, so an
// administrator's own wording is never given a translation of text it no longer has.
import { sql, type Kysely } from 'kysely';
import { DICT_ITEM_LABELS_ZH, DICT_NAMES_ZH, DICT_REMARK, ROLE_NAMES_ZH, ROLE_REMARK } from '../seed/seed-labels.js';
import { BUILTIN_ROLES } from '../seed/builtin-roles.js';
import { SEED_DICTIONARIES } from '../../modules/dict/migrations/030_dictionaries.js';

/** Adds the zh-CN columns and fills them for the seeded rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dicts').addColumn('name_zh', 'text').execute();
  await db.schema.alterTable('dicts').addColumn('remark_zh', 'text').execute();
  await db.schema.alterTable('dict_items').addColumn('label_zh', 'text').execute();
  await db.schema.alterTable('roles').addColumn('name_zh', 'text').execute();
  await db.schema.alterTable('roles').addColumn('remark_zh', 'text').execute();

  for (const dict of SEED_DICTIONARIES) {
    const nameZh = DICT_NAMES_ZH[dict.code];
    if (nameZh) await sql`update dicts set name_zh = ${nameZh} where code = ${dict.code} and name = ${dict.name}`.execute(db);
    for (const item of dict.items) {
      const labelZh = DICT_ITEM_LABELS_ZH[dict.code]?.[item.value];
      if (!labelZh) continue;
      await sql`update dict_items set label_zh = ${labelZh}
        where value = ${item.value} and label = ${item.label} and dict_id in (select id from dicts where code = ${dict.code})`.execute(db);
    }
  }
  await sql`update dicts set remark_zh = ${DICT_REMARK.zh} where remark = ${DICT_REMARK.en}`.execute(db);

  for (const role of BUILTIN_ROLES) {
    await sql`update roles set name_zh = ${ROLE_NAMES_ZH[role.code]} where code = ${role.code} and builtin = 1 and name = ${role.name}`.execute(
      db,
    );
  }
  await sql`update roles set remark_zh = ${ROLE_REMARK.zh} where builtin = 1 and remark = ${ROLE_REMARK.en}`.execute(db);
}

/** Drops the zh-CN columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('roles').dropColumn('remark_zh').execute();
  await db.schema.alterTable('roles').dropColumn('name_zh').execute();
  await db.schema.alterTable('dict_items').dropColumn('label_zh').execute();
  await db.schema.alterTable('dicts').dropColumn('remark_zh').execute();
  await db.schema.alterTable('dicts').dropColumn('name_zh').execute();
}
