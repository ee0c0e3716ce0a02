import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ListPreferencesValue } from './schemas.js';

/** The user's stored settings of `list`, or null. */
export async function readListPreferences(db: Kysely<Database>, userId: number, list: string): Promise<ListPreferencesValue | null> {
  const row = await db
    .selectFrom('list_preferences')
    .select('preferences')
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .executeTakeFirst();
  return row ? (JSON.parse(row.preferences) as ListPreferencesValue) : null;
}

/** Stores (replaces) the user's settings of `list` in one statement. */
export async function saveListPreferences(
  db: Kysely<Database>,
  userId: number,
  list: string,
  preferences: ListPreferencesValue,
  now: Date,
): Promise<void> {
  const values = { user_id: userId, list, preferences: JSON.stringify(preferences), updated_at: now.toISOString() };
  await db
    .insertInto('list_preferences')
    .values(values)
    .onConflict((c) => c.columns(['user_id', 'list']).doUpdateSet({ preferences: values.preferences, updated_at: values.updated_at }))
    .execute();
}

/** Forgets the user's settings of `list`. */
export async function resetListPreferences(db: Kysely<Database>, userId: number, list: string): Promise<void> {
  await db.deleteFrom('list_preferences').where('user_id', '=', userId).where('list', '=', list).execute();
}
