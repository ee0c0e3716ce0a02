// Liveness and readiness probes (GET /api/health, /api/health/ready): public, no tables of their own.
import { defineApiModule } from '../api-module.js';
import { healthRoutes } from './routes.js';

/** The health module. */
export const healthModule = defineApiModule({
  name: 'health',
  routes: (app, { db, dialect, migrationNames }) => healthRoutes(app, { db, dialect, migrationNames }),
});
