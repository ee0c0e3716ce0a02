// The one list of API modules. Adding a module: create its folder with a `module.ts` (see api-module.ts
// and CONTRIBUTING.md, "Add an API module") and list it here. Routes register in this order; a module's
// operation codes hang in the permission tree in this order too.
import { agreementModule } from './agreement/module.js';
import { auditModule } from './audit/module.js';
import { signInSessionModule } from './signInSession/module.js';
import { dashboardModule } from './dashboard/module.js';
import { dictModule } from './dict/module.js';
import { fileModule } from './file/module.js';
import { healthModule } from './health/module.js';
import { signInModule } from './signIn/module.js';
import { listPreferencesModule } from './listPreferences/module.js';
import { minutesModule } from './minutes/module.js';
import { msLoginModule } from './msLogin/module.js';
import { mySignInsModule } from './mySignIns/module.js';
import { opsModule } from './ops/module.js';
import { passwordModule } from './password/module.js';
import { permissionModule } from './permission/module.js';
import { pictureItModule } from './pictureIt/module.js';
import { projectModule } from './project/module.js';
import { questionModule } from './question/module.js';
import { roleModule } from './role/module.js';
import { sampleDataModule } from './sampleData/module.js';
import { secondFactorModule } from './secondFactor/module.js';
import { currentUserModule } from './currentUser/module.js';
import { sessionModule } from './session/module.js';
import { signInThrottleModule } from './signInThrottle/module.js';
import { userModule } from './user/module.js';
import { verifyCodeModule } from './verifyCode/module.js';

/** Every API module of this server, in registration order. */
export const API_MODULES = [
  healthModule,
  signInModule,
  signInThrottleModule,
  secondFactorModule,
  currentUserModule,
  mySignInsModule,
  listPreferencesModule,
  roleModule,
  permissionModule,
  signInSessionModule,
  auditModule,
  dictModule,
  agreementModule,
  fileModule,
  userModule,
  passwordModule,
  verifyCodeModule,
  projectModule,
  sessionModule,
  questionModule,
  pictureItModule,
  minutesModule,
  dashboardModule,
  sampleDataModule,
  msLoginModule,
  opsModule,
] as const;
