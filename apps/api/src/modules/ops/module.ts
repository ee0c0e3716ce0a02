// Operator tasks behind the ops token: an online backup of the database (POST /api/ops/backup).
import { defineApiModule } from '../api-module.js';
import { opsRoutes } from './routes.js';

/** The operations module. */
export const opsModule = defineApiModule({
  name: 'ops',
  routes: (app, { db, dialect, config, now }) =>
    opsRoutes(app, { db, dialect, databaseFile: config.database.kind === 'sqlite' ? config.database.file : null, now }),
});
