// Verification codes as a resource (resources/declaration.ts): list, detail, delete, bulk delete and export of the
// list's view come from the declaration. A code is never shown (the record has no code or hash), and a delete is
// for good: a withdrawn code must not come back. Sending a code stays the module's own route (routes.ts).
import { notFound } from '../../http/errors.js';
import { defineResource } from '../../resources/declaration.js';
import { pagedLoad } from '../../resources/paged-list.js';
import { VERIFY_CODE_OPERATIONS } from './operations.js';
import { findVerifyCode, listVerifyCodes } from './queries.js';
import { filterBody, listBody, listResult, recordSchema, type VerifyCodeFilter, type VerifyCodeRecord } from './schemas.js';

/** Verification codes: POST /api/admin/verifyCode/{list,detail,delete,bulk,export}; `now` decides which have expired. */
export function verifyCodeResource(now: () => Date) {
  return defineResource<VerifyCodeRecord, (typeof VERIFY_CODE_OPERATIONS)[number]>({
    name: 'verifyCode',
    table: 'verify_codes',
    label: 'Verification code',
    record: recordSchema,
    codes: VERIFY_CODE_OPERATIONS,
    list: {
      body: listBody,
      result: listResult,
      filter: filterBody,
      // The number is matched without the spaces around it; a status of '' means any.
      load: pagedLoad((db, { phoneNumber, status, ...filter }: VerifyCodeFilter, page) => {
        const number = phoneNumber?.trim();
        return listVerifyCodes(
          db,
          { ...page, ...filter, ...(number ? { phoneNumber: number } : {}), ...(status ? { status } : {}) },
          now(),
        );
      }),
    },
    detail: (db, id) => findVerifyCode(db, id, now()),
    remove: {
      summary: 'Delete a verification code (it can no longer be used)',
      check: async (trx, id) => {
        const code = await trx.selectFrom('verify_codes').select('phone_number').where('id', '=', id).executeTakeFirst();
        if (!code) throw notFound('Verification code not found');
        return { detail: { phoneNumber: code.phone_number } };
      },
      purge: async (trx, ids) => void (await trx.deleteFrom('verify_codes').where('id', 'in', ids).execute()),
    },
    // Never the code.
    export: {
      columns: {
        id: true,
        phoneNumber: ['Phone', '手机号'],
        purpose: ['Purpose', '用途'],
        status: true,
        tries: ['Tries', '尝试次数'],
        username: ['Requested by', '申请人'],
        createdAt: ['Sent', '发送时间'],
        expiresAt: ['Expires', '过期时间'],
        usedAt: ['Used', '使用时间'],
      },
      fileName: 'verification-codes',
    },
  });
}
