// Issue 17: a database made before migration 090 gets the zh-CN text of its seeded rows from the migration, and
// rows an administrator has reworded keep no translation of text they no longer have.
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.js';
import { allMigrations } from '../../modules/collect.js';
import { migratedDatabase } from '../../testing/migrated-database.js';
import { testTargets } from '../../testing/test-app.js';
import { DICT_ITEM_LABELS_ZH, DICT_NAMES_ZH, ROLE_NAMES_ZH } from './seed-labels.js';

const BILINGUAL = '090_bilingual_labels';

describe.each(testTargets())('migration 090 on an existing database on $name', (target) => {
  it('backfills the zh-CN labels of seeded dictionaries, items and built-in roles, and only of unchanged ones', async () => {
    const before = Object.fromEntries(Object.entries(allMigrations()).filter(([name]) => name !== BILINGUAL));
    const { db, close } = await migratedDatabase(target, before);
    try {
      const at = '2030-01-01T00:00:00.000Z';
      // The roles as the seed made them before 090, one of them renamed since by an administrator.
      await db
        .insertInto('roles')
        .values([
          { code: 'admin', name: 'Administrator', status: 'enabled', builtin: 1, remark: 'Built-in role', created_at: at, updated_at: at },
          {
            code: 'moderator',
            name: 'Facilitator',
            status: 'enabled',
            builtin: 1,
            remark: 'Built-in role',
            created_at: at,
            updated_at: at,
          },
          { code: 'client', name: 'Client', status: 'enabled', builtin: 1, remark: 'Our clients', created_at: at, updated_at: at },
          { code: 'helper', name: 'Client', status: 'enabled', builtin: 0, remark: 'Built-in role', created_at: at, updated_at: at },
        ])
        .execute();
      const gender = await db.selectFrom('dicts').select('id').where('code', '=', 'gender').executeTakeFirstOrThrow();
      await db.updateTable('dict_items').set({ label: 'Man' }).where('dict_id', '=', gender.id).where('value', '=', 'male').execute();
      await db.updateTable('dicts').set({ name: 'Session format' }).where('code', '=', 'session_kind').execute();

      expect(await migrateToLatest(db, allMigrations())).toEqual([BILINGUAL]);

      const dicts = await db.selectFrom('dicts').select(['code', 'name_zh', 'remark_zh']).orderBy('code').execute();
      for (const d of dicts) {
        expect(d).toEqual({ code: d.code, name_zh: d.code === 'session_kind' ? null : DICT_NAMES_ZH[d.code], remark_zh: '内置' });
      }
      const items = await db
        .selectFrom('dict_items as i')
        .innerJoin('dicts as d', 'd.id', 'i.dict_id')
        .select(['d.code', 'i.value', 'i.label_zh'])
        .execute();
      expect(items.length).toBeGreaterThan(20);
      for (const i of items) {
        const expected = i.code === 'gender' && i.value === 'male' ? null : DICT_ITEM_LABELS_ZH[i.code]?.[i.value];
        expect(i).toEqual({ ...i, label_zh: expected });
      }
      const roles = await db.selectFrom('roles').select(['code', 'name_zh', 'remark_zh']).orderBy('id').execute();
      expect(roles).toEqual([
        { code: 'admin', name_zh: ROLE_NAMES_ZH.admin, remark_zh: '内置角色' },
        { code: 'moderator', name_zh: null, remark_zh: '内置角色' },
        { code: 'client', name_zh: ROLE_NAMES_ZH.client, remark_zh: null },
        { code: 'helper', name_zh: null, remark_zh: null },
      ]);
    } finally {
      await close();
    }
  });
});
