import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record.js';
import { requireAuth } from '../../auth/guard.js';
import { verifyCodeRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { ApiError, badRequest, Code } from '../../http/errors.js';
import { SmsDeliveryError } from '../../sms/delivery-error.js';
import type { SmsSender } from '../../sms/types.js';
import { issueCode } from './codes.js';
import type { ResourceDeps } from '../../resources/records.js';
import { resourceRoutes } from '../../resources/routes.js';
import { verifyCodeResource } from './resource.js';
import { sendBody, sendResult, type VerifyCodeSendResult } from './schemas.js';

/** 503 when the gateway did not take a code's message (the code is withdrawn; the user may ask again). */
const smsNotSent = (): ApiError =>
  new ApiError(Code.unavailable, 'The text message could not be sent: the SMS service did not accept it. Try again in a minute.');

/**
 * Verification codes: POST /api/admin/verifyCode/send (self), and the routes the declaration brings (resource.ts:
 * list, detail, delete, bulk, export; operations).
 */
export function verifyCodeRoutes(app: FastifyInstance, deps: ResourceDeps & { sms: SmsSender }): void {
  const { db, sms, now } = deps;
  resourceRoutes(app, verifyCodeResource(now), deps);

  verifyCodeRoute(app, 'send', {
    access: { auth: 'self' },
    summary: 'Send a 6-digit code to a phone number (valid 10 minutes, single use, rate limited per number)',
    body: sendBody,
    result: sendResult,
    handler: async (request) => {
      const auth = requireAuth(request);
      const { phoneNumber, purpose } = request.body;
      if (purpose === 'changePhoneNumber') {
        const user = await db.selectFrom('users').select('phone_number').where('id', '=', auth.userId).executeTakeFirst();
        if (user?.phone_number === phoneNumber) throw badRequest('phoneNumber is already your phone number', 'phoneNumber');
      }
      const at = now();
      const audit = (outcome: 'success' | 'failure', detail: Record<string, unknown>) =>
        recordAudit(
          db,
          {
            actorUserId: auth.userId,
            actorUsername: auth.username,
            action: 'verifyCode.send',
            target: phoneNumber,
            detail: { purpose, ...detail },
            ip: request.ip ?? null,
            outcome,
          },
          at,
        );
      let issued: VerifyCodeSendResult;
      try {
        issued = await issueCode(db, sms, { userId: auth.userId, phoneNumber, purpose }, at);
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        await audit('failure', { reason: error.reason, attempts: error.attempts, ...(error.status ? { status: error.status } : {}) });
        throw smsNotSent();
      }
      await audit('success', {});
      return ok<VerifyCodeSendResult>(issued, 'Code sent');
    },
  });
}
