/**
 * One user's settings of one console list (visible columns and their order, density, page size), kept on the
 * server so they follow the user to another browser. `preferences` is the JSON the save route validated.
 */
export interface ListPreferencesTable {
  user_id: number;
  /** The list's name as the console's `<ResourceList name>` gives it, e.g. `project`. */
  list: string;
  /** The settings as JSON (schemas.ts' `listPreferencesSchema`). */
  preferences: string;
  /** ISO time of the last save. */
  updated_at: string;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface ListPreferencesTables {
  list_preferences: ListPreferencesTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends ListPreferencesTables {}
}
