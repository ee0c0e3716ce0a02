// Where a keyword's matches can begin in name or code order, from the gram bounds PostgreSQL keeps (migration 108):
// a match holds every gram of the keyword, so it sorts after the first name of each of them.
import type { Kysely } from 'kysely';
import { keywordWindows } from '../../lists/index.js';
import { inList, listParam, preparedPerDatabase, type ListParam } from '../../db/prepared-query.js';
import type { Database } from '../../db/types.js';

/** The longest gram migration 108 keeps: the keyword windows' length. */
const LONGEST_GRAM = 3;

/**
 * The grams of `keyword` the bounds are read by, lower-cased as the keyword is matched: the keyword itself when it is
 * no longer than a gram, else its distinct three-character windows (characters, not UTF-16 units).
 *
 * @example
 * keywordGrams('River'); // ['riv', 'ive', 'ver']
 * keywordGrams('Ri'); // ['ri']
 */
export function keywordGrams(keyword: string): string[] {
  const lower = keyword.toLowerCase();
  return [...lower].length <= LONGEST_GRAM ? [lower] : keywordWindows(lower);
}

/** The bounds of a list of grams: how many have a row, the largest first and smallest last name and code. */
const boundsOf = preparedPerDatabase(
  (db, grams: ListParam) =>
    db
      .selectFrom('project_gram_bounds')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('found'),
        eb.fn.max('first_name').as('first_name'),
        eb.fn.min('last_name').as('last_name'),
        eb.fn.max('first_code').as('first_code'),
        eb.fn.min('last_code').as('last_code'),
      ])
      .where(inList(db, 'gram', grams, 'text')),
  1,
);

/**
 * PostgreSQL: a value of `column` no match of `keyword` sorts before (after, walking down), or null when no project
 * ever held one of its grams, so nothing matches. Exact (the first match's own value) for keywords of up to three
 * characters; for longer ones, the latest first value of its grams. One lookup of the bounds' primary key per gram.
 *
 * @example
 * const start = await gramBound(db, 'willow', 'name', 'asc'); // 'Project willow alpha 15', or null
 * if (start !== null) query = query.where('p.name', '>=', start);
 */
export async function gramBound(
  db: Kysely<Database>,
  keyword: string,
  column: 'name' | 'code',
  direction: 'asc' | 'desc',
): Promise<string | null> {
  const grams = keywordGrams(keyword);
  const [bounds] = await boundsOf(db)(listParam(db, grams));
  if (!bounds || Number(bounds.found) < grams.length) return null;
  const edge = direction === 'asc' ? (`first_${column}` as const) : (`last_${column}` as const);
  return bounds[edge];
}
