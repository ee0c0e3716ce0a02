// Verification codes as a resource (resources/declaration.ts): list, detail, delete, bulk delete and export of the
// list's view come from the declaration. A code is never shown (the record has no code or hash), and a delete is
// for good: a withdrawn code must not come back. Sending a code stays the module's own route (routes.ts).
import { notFound } from '../../http/errors.js';
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { VERIFY_CODE_OPERATIONS } from './operations.js';
import { findVerifyCode, listVerifyCodes } from './queries.js';
import { filterBody, listBody, listResult, recordSchema, type VerifyCodeListRequest, type VerifyCodeRecord } from './schemas.js';

const column = exportColumn<VerifyCodeRecord>;

/** The columns a code export can write, in their default order (never the code). */
const VERIFY_CODE_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (c) => c.id),
  column('phoneNumber', 'Phone', '手机号', (c) => c.phoneNumber),
  column('purpose', 'Purpose', '用途', (c) => c.purpose),
  column('status', 'Status', '状态', (c) => c.status),
  column('tries', 'Tries', '尝试次数', (c) => c.tries),
  column('username', 'Requested by', '申请人', (c) => c.username),
  column('createdAt', 'Sent', '发送时间', (c) => c.createdAt),
  column('expiresAt', 'Expires', '过期时间', (c) => c.expiresAt),
  column('usedAt', 'Used', '使用时间', (c) => c.usedAt),
];

/** Verification codes: POST /api/admin/verifyCode/{list,detail,delete,bulk,export}; `now` decides which have expired. */
export function verifyCodeResource(now: () => Date) {
  return defineResource<VerifyCodeRecord, (typeof VERIFY_CODE_OPERATIONS)[number]>({
    name: 'verifyCode',
    table: 'verify_codes',
    record: recordSchema,
    versioned: false,
    notFound: 'Verification code not found',
    codes: VERIFY_CODE_OPERATIONS,
    list: {
      body: listBody,
      result: listResult,
      filter: filterBody,
      load: (db, body) => {
        const { current = 1, pageSize = 20, phoneNumber, purpose, status } = body as VerifyCodeListRequest;
        const query = {
          current,
          pageSize,
          ...(phoneNumber?.trim() ? { phoneNumber: phoneNumber.trim() } : {}),
          ...(purpose ? { purpose } : {}),
          ...(status ? { status } : {}),
        };
        return listVerifyCodes(db, query, now()).then((page) => ({ ...page, current, pageSize }));
      },
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
    export: { columns: VERIFY_CODE_EXPORT_COLUMNS, fileName: 'verification-codes' },
  });
}
