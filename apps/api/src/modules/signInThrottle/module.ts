// Failed sign-ins per account and per address, the lockout they lead to, and unlocking an account.
import { defineApiModule } from '../api-module.js';
import * as m089 from './migrations/089_sign_in_failures.js';
import { signInThrottleRoutes } from './routes.js';
import type { SignInThrottleTables } from './tables.js';

/** The sign-in throttle module (its `user:unlock` operation hangs under the admin list, see the user module). */
export const signInThrottleModule = defineApiModule({
  name: 'signInThrottle',
  tables: ['sign_in_failures'] satisfies (keyof SignInThrottleTables)[],
  migrations: { '089_sign_in_failures': m089 },
  routes: (app, { db, throttle, now }) => signInThrottleRoutes(app, { db, throttle, now }),
});
