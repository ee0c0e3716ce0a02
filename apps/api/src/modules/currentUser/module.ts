// The signed-in user's own info, menu tree and operation codes; its routes keep the contract's paths, POST /api/admin/self/*.
import { defineApiModule } from '../api-module.js';
import { currentUserRoutes } from './routes.js';

/** The current-user module. */
export const currentUserModule = defineApiModule({ name: 'currentUser', routes: currentUserRoutes });
