// Wire shapes of the sample data routes, each defined once as a TypeBox schema. The status tells the dashboard
// whether to offer the "Load sample data" button (only on an empty database); the load answers what it wrote.
import { Nullable, StringEnum, Type, type Static } from '../../http/schema-types.js';
import type { SampleDataKind } from './tables.js';

/** How the sample data set came into a database. */
const SAMPLE_DATA_KINDS = ['sample', 'demo'] as const satisfies readonly SampleDataKind[];

/** Result of POST /api/admin/sampleData/status. */
export const statusResult = Type.Object({
  /** True when the database holds nothing but what a first start creates: the set can be loaded. */
  empty: Type.Boolean(),
  /** What the database holds that stops a load (e.g. 'projects'); null when empty. */
  holds: Nullable(Type.String()),
  /** When the sample data set was loaded ('sample' by the button, 'demo' by `npm run demo`); null if never. */
  loaded: Nullable(Type.Object({ kind: StringEnum(SAMPLE_DATA_KINDS), loadedAt: Type.String() })),
});
export type SampleDataStatus = Static<typeof statusResult>;

/**
 * Rows written per table, published as `{ type: 'object', additionalProperties: { type: 'integer' } }`
 * (`Type.Record` would publish it as `patternProperties`).
 */
const rowsPerTable = Type.Unsafe<Record<string, number>>({ type: 'object', additionalProperties: Type.Integer() });

/** Result of POST /api/admin/sampleData/load: rows written per table. */
export const loadResult = Type.Object({
  kind: StringEnum(SAMPLE_DATA_KINDS),
  loadedAt: Type.String(),
  rows: rowsPerTable,
});
export type SampleDataLoadResult = Static<typeof loadResult>;

/** Both routes take an empty body. */
export const emptyBody = Type.Object({}, { additionalProperties: false });
