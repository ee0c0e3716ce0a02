// Case-insensitive substring search with LIKE on both engines. A keyword's own `%`, `_` and `\` are
// escaped so they match literally; every LIKE built from these uses `escape '\'`.
import { sql, type RawBuilder } from 'kysely';

/**
 * The LIKE pattern matching `keyword` anywhere, lower-cased and with its wildcards escaped.
 *
 * @example
 * containsPattern('50%_Off'); // '%50\%\_off%'
 */
export function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A case-insensitive substring match of `column` against `keyword`, with LIKE wildcards in the
 * keyword matched literally on both SQLite and PostgreSQL.
 *
 * @example
 * query.where(containsKeyword('q.text', 'brand'));
 */
export function containsKeyword(column: string, keyword: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(keyword)} escape '\\'`;
}
