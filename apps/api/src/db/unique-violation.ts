// Recognises a unique-constraint violation on either engine, so a race that slips past a
// pre-check still answers 409 rather than 500.

/** True when `error` is a unique violation from better-sqlite3 or pg. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * The columns of the unique key a violation names (`[]` when the engine does not say, e.g. an index on an
 * expression): better-sqlite3 says `UNIQUE constraint failed: dicts.code`, pg `Key (dict_id, value)=(1, a) ...`.
 *
 * @example
 * uniqueViolationColumns({ code: '23505', detail: 'Key (code)=(x) already exists.' }); // ['code']
 */
export function uniqueViolationColumns(error: unknown): string[] {
  const { message, detail } = (error ?? {}) as { message?: unknown; detail?: unknown };
  const named =
    typeof detail === 'string'
      ? /^Key \((.+?)\)=\(/.exec(detail)?.[1]?.split(', ')
      : typeof message === 'string'
        ? /UNIQUE constraint failed: ((?:\w+\.\w+(?:, )?)+)$/
            .exec(message)?.[1]
            ?.split(', ')
            .map((column) => column.split('.')[1] ?? column)
        : undefined;
  return (named ?? []).filter((column) => /^\w+$/.test(column));
}
