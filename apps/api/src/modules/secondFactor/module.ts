// A second factor for password sign-in (issue 36, ASVS 5.0 V6.3.3): TOTP authenticators, passkeys and ten single-use
// recovery codes per user, the sign-in's second step, the per-role requirement (the role module's
// `secondFactorRequired`, enforced by auth/second-factor-enrolment.ts) and an admin's reset (`user:resetSecondFactor`,
// declared by the user module under the admin list).
import { defineApiModule } from '../api-module.js';
import { resetSecondFactorRoutes } from './admin-routes.js';
import { passkeyRoutes } from './passkey-routes.js';
import * as m116 from './migrations/116_second_factors.js';
import { secondFactorRoutes } from './routes.js';
import { sealStoredSecrets } from './sealing.js';
import { secondFactorSignInRoutes } from './sign-in-step.js';
import type { SecondFactorTables } from './tables.js';

/** The second-factor module. */
export const secondFactorModule = defineApiModule({
  name: 'secondFactor',
  tables: ['second_factors', 'second_factor_recovery_codes', 'second_factor_challenges'] satisfies (keyof SecondFactorTables)[],
  migrations: { '116_second_factors': m116 },
  onStart: async ({ db, secrets }) => {
    await sealStoredSecrets(db, secrets);
  },
  routes: (app, { db, now, policy, throttle, menuTitles, config, secrets }) => {
    secondFactorRoutes(app, { db, now, throttle, secrets });
    passkeyRoutes(app, { db, now, publicUrl: config.publicUrl, secrets });
    secondFactorSignInRoutes(app, { db, policy, throttle, menuTitles, publicUrl: config.publicUrl, secrets });
    resetSecondFactorRoutes(app, { db, now });
  },
});
