// Versioned agreements: drafts, publishing, history (POST /api/admin/agreement/*).
import { defineApiModule } from '../api-module.js';
import { AGREEMENT_OPERATIONS } from './operations.js';
import * as m031 from './migrations/031_agreements.js';
import { agreementRoutes } from './routes.js';
import type { AgreementTables } from './tables.js';

/** The agreement module. */
export const agreementModule = defineApiModule({
  name: 'agreement',
  tables: ['agreements'] satisfies (keyof AgreementTables)[],
  migrations: { '031_agreements': m031 },
  menus: [
    {
      directory: 'setting',
      path: 'agreement',
      titles: { 'en-US': 'Protocol Management', 'zh-CN': '协议管理' },
      name: 'Agreement',
      order: 7,
      operations: AGREEMENT_OPERATIONS,
    },
  ],
  routes: agreementRoutes,
});
