// How much one account may keep in file storage. Bytes live in the database, so without a bound one
// account (or a stolen token) could fill the disk that every other feature writes to.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { ApiError, Code } from '../../http/errors.js';
import { formatBytes } from './upload.js';

/** Default storage per uploading account: 1 GiB. */
export const DEFAULT_FILE_QUOTA_BYTES = 1024 * 1024 * 1024;

/**
 * FILE_QUOTA_BYTES from the environment (a positive integer), else 1 GiB.
 *
 * @example
 * fileQuotaBytesFrom({ FILE_QUOTA_BYTES: '1048576' }); // 1048576
 */
export function fileQuotaBytesFrom(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FILE_QUOTA_BYTES?.trim();
  if (!raw) return DEFAULT_FILE_QUOTA_BYTES;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`FILE_QUOTA_BYTES must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * Refuses (413, saying how much is used) an upload of `size` bytes that would take the account's
 * stored files past `quotaBytes`. Call it inside the upload's transaction: on PostgreSQL it locks the
 * uploader's row first, so parallel uploads of one account are summed one after another and cannot pass the
 * quota together (SQLite runs one write transaction at a time anyway).
 *
 * @example
 * await enforceUploadQuota(trx, 'postgres', auth.userId, upload.data.length, quotaBytes);
 */
export async function enforceUploadQuota(
  db: Kysely<Database>,
  dialect: DialectName,
  uploaderId: number,
  size: number,
  quotaBytes: number,
): Promise<void> {
  if (dialect === 'postgres') await db.selectFrom('users').select('id').where('id', '=', uploaderId).forUpdate().execute();
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<string | number | null>('size').as('used'))
    .where('uploader_id', '=', uploaderId)
    .executeTakeFirst();
  const used = Number(row?.used ?? 0);
  if (used + size > quotaBytes) {
    throw new ApiError(
      Code.tooLarge,
      `Upload quota reached: your files use ${formatBytes(used)} of ${formatBytes(quotaBytes)}; delete files you no longer need or ask an admin`,
      { usedBytes: used, quotaBytes },
    );
  }
}
