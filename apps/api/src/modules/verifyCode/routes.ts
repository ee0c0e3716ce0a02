import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { ApiError, badRequest, Code, notFound } from '../../http/errors.js';
import { SmsDeliveryError } from '../../sms/delivery-error.js';
import type { SmsSender } from '../../sms/types.js';
import { Type } from '../../http/schema-types.js';
import { issueCode } from './codes.js';
import { deleteVerifyCode, listVerifyCodes, type VerifyCodeListQuery } from './queries.js';
import { deleteBody, listBody, listResult, sendBody, sendResult, type VerifyCodeListResult, type VerifyCodeSendResult } from './schemas.js';

/** 503 when the gateway did not take a code's message (the code is withdrawn; the user may ask again). */
const smsNotSent = (): ApiError =>
  new ApiError(Code.unavailable, 'The text message could not be sent: the SMS service did not accept it. Try again in a minute.');

/** Verification codes: POST /api/admin/verifyCode/send (self), /list and /delete (operations). */
export function verifyCodeRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; sms: SmsSender; now: () => Date }): void {
  const { db, sms, now } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/verifyCode/send',
    access: { auth: 'self' },
    summary: 'Send a 6-digit code to a phone number (valid 10 minutes, single use, rate limited per number)',
    tags: ['verifyCode'],
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

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/verifyCode/list',
    access: { operation: 'verifyCode:list' },
    summary: 'List verification codes (never the codes themselves)',
    tags: ['verifyCode'],
    body: listBody,
    result: listResult,
    handler: async (request) => {
      const body = request.body ?? {};
      const query: VerifyCodeListQuery = {
        current: body.current ?? 1,
        pageSize: body.pageSize ?? 20,
        ...(body.phoneNumber ? { phoneNumber: body.phoneNumber.trim() } : {}),
        ...(body.purpose ? { purpose: body.purpose } : {}),
        ...(body.status ? { status: body.status } : {}),
      };
      const page = await listVerifyCodes(db, query, now());
      return ok<VerifyCodeListResult>({ ...page, current: query.current, pageSize: query.pageSize });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/verifyCode/delete',
    access: { operation: 'verifyCode:delete' },
    summary: 'Delete a verification code (it can no longer be used)',
    tags: ['verifyCode'],
    body: deleteBody,
    result: Type.Null(),
    handler: async (request) => {
      const auth = requireAuth(request);
      const phone = await deleteVerifyCode(db, request.body.id);
      if (phone === undefined) throw notFound('Verification code not found');
      await recordAudit(
        db,
        {
          actorUserId: auth.userId,
          actorUsername: auth.username,
          action: 'verifyCode.delete',
          target: `verifyCode:${request.body.id}`,
          detail: { phoneNumber: phone },
          ip: request.ip ?? null,
          outcome: 'success',
        },
        now(),
      );
      return ok(null, 'Deleted');
    },
  });
}
