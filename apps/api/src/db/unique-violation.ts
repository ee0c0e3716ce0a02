// Recognises a unique-constraint violation on either engine, so a race that slips past a
// pre-check still answers 409 rather than 500.

/** True when `error` is a unique violation from better-sqlite3 or pg. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
