import { sql, type RawBuilder } from 'kysely';

/**
 * A case-insensitive substring match of `column` against `keyword`, with LIKE wildcards in the
 * keyword matched literally on both SQLite and PostgreSQL.
 */
export function containsKeyword(column: string, keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
