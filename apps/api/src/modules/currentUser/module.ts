// The signed-in user's own info, menu tree and operation codes (POST /api/admin/self/*).
import { defineApiModule } from '../api-module.js';
import { selfRoutes } from './routes.js';

/** The self module. */
export const selfModule = defineApiModule({ name: 'self', routes: selfRoutes });
