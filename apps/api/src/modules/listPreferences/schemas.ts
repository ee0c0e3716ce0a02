// Wire shapes of the own list-settings routes (POST /api/admin/self/listPreferences/*), each defined once as a
// TypeBox schema. The settings' shape is console-core's `ListPreferences`: hidden column keys, the user's column
// order, the density and the page size; sizes are bounded so no user can store an unbounded blob. Unknown fields
// are refused (400 naming them), as in every route body (http/closed-bodies.ts).
import { Nullable, Type, type Static } from '../../http/schema-types.js';

/** Most column keys a list's settings name (per field). */
export const MAX_COLUMNS = 60;
/** Longest column key or list name. */
export const MAX_KEY_LENGTH = 64;
/** Largest page size a user may keep (the lists' own maximum). */
export const MAX_PAGE_SIZE = 100;

const listName = Type.String({ minLength: 1, maxLength: MAX_KEY_LENGTH, pattern: '^[A-Za-z0-9_.:-]+$' });
const columnKeys = Type.Array(Type.String({ minLength: 1, maxLength: MAX_KEY_LENGTH }), { maxItems: MAX_COLUMNS, uniqueItems: true });

/** One list's settings; an absent field means the list's own default. Unknown fields are refused. */
export const listPreferencesSchema = Type.Object(
  {
    /** Column keys the user hid. */
    hidden: Type.Optional(columnKeys),
    /** Column keys in the user's order. */
    order: Type.Optional(columnKeys),
    density: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('middle'), Type.Literal('small')])),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type ListPreferencesValue = Static<typeof listPreferencesSchema>;

/** Body of POST /api/admin/self/listPreferences/get and /reset. */
export const listPreferencesNameBody = Type.Object({ list: listName }, { additionalProperties: false });
export type ListPreferencesNameRequest = Static<typeof listPreferencesNameBody>;

/** Result of POST /api/admin/self/listPreferences/get: the caller's settings, or null when they have none. */
export const listPreferencesGetResult = Nullable(listPreferencesSchema);
export type ListPreferencesGetResult = Static<typeof listPreferencesGetResult>;

/** Body of POST /api/admin/self/listPreferences/save: replaces the caller's settings of `list`. */
export const listPreferencesSaveBody = Type.Object({ list: listName, preferences: listPreferencesSchema }, { additionalProperties: false });
export type ListPreferencesSaveRequest = Static<typeof listPreferencesSaveBody>;
