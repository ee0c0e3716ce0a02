// Verification codes sent by SMS, and the outbox of messages recorded instead of sent (POST /api/admin/verifyCode/*).
import { defineApiModule, menuEntry, resourceDeps } from '../api-module.js';
import { SMS_OUTBOX_OPERATIONS, VERIFY_CODE_OPERATIONS } from './operations.js';
import * as baseline from './migrations/011_verify_code_baseline.js';
import * as m120 from './migrations/120_outbox_order.js';
import { outboxRoutes } from './outbox.js';
import { verifyCodeRoutes } from './routes.js';
import type { VerifyCodeTables } from './tables.js';

/** The verification code module. */
export const verifyCodeModule = defineApiModule({
  name: 'verifyCode',
  tables: ['verify_codes', 'sent_messages'] satisfies (keyof VerifyCodeTables)[],
  history: { baseline: { '011_verify_code_baseline': baseline }, folded: ['011_verify_codes', '088_mask_sent_codes'] },
  migrations: { '120_outbox_order': m120 },
  menus: [
    menuEntry('setting/verifyCode', 'VerifyCode', 5, ['Verification Codes', '验证码管理'], { operations: VERIFY_CODE_OPERATIONS }),
    menuEntry('setting/smsOutbox', 'SmsOutbox', 5.5, ['SMS Outbox', '短信发件箱'], { operations: SMS_OUTBOX_OPERATIONS }),
  ],
  routes: (app, context) => {
    verifyCodeRoutes(app, { ...resourceDeps(context), sms: context.sms });
    outboxRoutes(app, context.db);
  },
});
