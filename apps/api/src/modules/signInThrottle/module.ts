// Failed sign-ins per account from one place and per address, the waits and locks they lead to, the devices
// that signed in before (they skip a stranger's locks), and lifting locks.
import { defineApiModule } from '../api-module.js';
import * as baseline from './migrations/089_sign_in_throttle_baseline.js';
import { signInThrottleRoutes } from './routes.js';
import type { SignInThrottleTables } from './tables.js';

/** The sign-in throttle module (its `user:unlock` operation hangs under the admin list, see the user module). */
export const signInThrottleModule = defineApiModule({
  name: 'signInThrottle',
  tables: ['sign_in_counters', 'sign_in_devices'] satisfies (keyof SignInThrottleTables)[],
  history: {
    baseline: { '089_sign_in_throttle_baseline': baseline },
    folded: ['089_sign_in_failures', '109_sign_in_places'],
  },
  routes: (app, { db, throttle, now }) => signInThrottleRoutes(app, { db, throttle, now }),
});
