// Loading the sample data set into an empty database (POST /api/admin/sampleData/*): a setting no
// built-in role but admin holds, under the permission page.
import { defineApiModule } from '../api-module.js';
import { SAMPLE_DATA_OPERATIONS } from './operations.js';
import * as m095 from './migrations/095_sample_data.js';
import { sampleDataRoutes } from './routes.js';
import type { SampleDataTables } from './tables.js';

/** The sample data module. */
export const sampleDataModule = defineApiModule({
  name: 'sampleData',
  tables: ['sample_data_loads'] satisfies (keyof SampleDataTables)[],
  migrations: { '095_sample_data': m095 },
  operationsUnder: { Permission: SAMPLE_DATA_OPERATIONS },
  routes: sampleDataRoutes,
});
