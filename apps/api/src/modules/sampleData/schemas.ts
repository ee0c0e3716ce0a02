// JSON schemas and wire shapes of the sample data routes. The status tells the dashboard whether to offer the
// "Load sample data" button (only on an empty database); the load answers what it wrote.
import type { TSchema } from '../../http/schema-types.js';

/** Result of POST /api/admin/sampleData/status. */
export interface SampleDataStatus {
  /** True when the database holds nothing but what a first start creates: the set can be loaded. */
  empty: boolean;
  /** What the database holds that stops a load (e.g. 'projects'); null when empty. */
  holds: string | null;
  /** When the sample data set was loaded ('sample' by the button, 'demo' by `npm run demo`); null if never. */
  loaded: { kind: 'sample' | 'demo'; loadedAt: string } | null;
}

/** Result of POST /api/admin/sampleData/load: rows written per table. */
export interface SampleDataLoadResult {
  kind: 'sample' | 'demo';
  loadedAt: string;
  rows: Record<string, number>;
}

/** Result of /sampleData/status. */
export const statusResult: TSchema = {
  type: 'object',
  required: ['empty', 'holds', 'loaded'],
  properties: {
    empty: { type: 'boolean' },
    holds: { type: ['string', 'null'] },
    loaded: { type: ['object', 'null'], properties: { kind: { type: 'string' }, loadedAt: { type: 'string' } } },
  },
};
/** Result of /sampleData/load. */
export const loadResult: TSchema = {
  type: 'object',
  required: ['kind', 'loadedAt', 'rows'],
  properties: {
    kind: { type: 'string' },
    loadedAt: { type: 'string' },
    rows: { type: 'object', additionalProperties: { type: 'integer' } },
  },
};
/** Both routes take an empty body. */
export const emptyBody: TSchema = { type: 'object', additionalProperties: false, properties: {} };
