// The API's one rule for updates: a field the caller leaves out keeps its stored value; a field sent as
// null, '' or [] is cleared. Another team's script, or an older console that does not know a newer field,
// can then never wipe data it did not mention.

/**
 * The record after an update: `changes` over `current`, where an omitted (undefined) field keeps its value.
 *
 * @example
 * keepOmitted({ name: 'A', description: 'kept' }, { name: 'B' }); // { name: 'B', description: 'kept' }
 */
export function keepOmitted<T extends object>(current: T, changes: Partial<T>): T {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes) as [keyof T, T[keyof T] | undefined][]) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** The fields of an update body that name the record and its version; never filled from the stored record. */
export const UPDATE_KEYS: readonly string[] = ['id', 'userId', 'updatedAt'];

/** The 409 message of an update made from an older version of a record (`updatedAt` sent back is not the stored one). */
export const STALE_RECORD = 'This record was changed by someone else since you opened it. Reload it to see the changes, then edit again.';
