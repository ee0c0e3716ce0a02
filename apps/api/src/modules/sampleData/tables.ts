// Row shape of sample_data_loads (migration 095); it joins `Database` below.

/** How the sample data set came into a database. */
export type SampleDataKind = 'sample' | 'demo';

/** The one row saying the sample data set was loaded, when and by whom. */
export interface SampleDataLoadsTable {
  /** Always 1. */
  id: number;
  kind: SampleDataKind;
  loaded_at: string;
  loaded_by: number | null;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface SampleDataTables {
  sample_data_loads: SampleDataLoadsTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends SampleDataTables {}
}
