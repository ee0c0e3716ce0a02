// Row shape of sample_data_loads (migration 095); db/types.ts lists it in `Database`.

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
