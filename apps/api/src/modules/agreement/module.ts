// Versioned agreements: drafts, publishing, history (POST /api/admin/agreement/*).
import { defineApiModule, menuEntry, resourceDeps } from '../api-module.js';
import { AGREEMENT_OPERATIONS } from './operations.js';
import * as m031 from './migrations/031_agreements.js';
import * as m135 from './migrations/135_agreement_soft_delete.js';
import { agreementRoutes } from './routes.js';
import type { AgreementTables } from './tables.js';

/** The agreement module. */
export const agreementModule = defineApiModule({
  name: 'agreement',
  tables: ['agreements'] satisfies (keyof AgreementTables)[],
  migrations: { '031_agreements': m031, '135_agreement_soft_delete': m135 },
  menus: [menuEntry('setting/agreement', 'Agreement', 7, ['Protocol Management', '协议管理'], { operations: AGREEMENT_OPERATIONS })],
  routes: (app, context) => agreementRoutes(app, resourceDeps(context)),
});
