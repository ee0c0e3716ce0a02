import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { badRequest, conflict } from '../../http/errors.js';
import { recordWrite } from '../../audit/record.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { loadMinutesSession, type MinutesScope } from './queries.js';
import type { MinutesSaveRequest, MinutesSaveResult } from './schemas.js';

/** The 409 message of a save from a stale version. */
export const STALE_MINUTES = 'Someone else changed these minutes; reload to see their changes';

/**
 * Saves minutes if `input.version` is still the current version (0 for none yet), answering the new
 * version; otherwise 409 with {@link STALE_MINUTES} and nothing changes. The version check and the
 * write are one conditional statement, so two saves from the same version cannot both succeed.
 */
export async function saveMinutes(
  db: Kysely<Database>,
  request: FastifyRequest,
  input: MinutesSaveRequest,
  scope: MinutesScope,
  now: Date,
): Promise<MinutesSaveResult> {
  await loadMinutesSession(db, input.sessionId, scope);
  const keyPoints = input.keyPoints.map((k) => k.trim()).filter((k) => k !== '');
  input.segments.forEach((s, index) => {
    if (s.speaker.trim() === '') throw badRequest(`segments.${index}.speaker cannot be empty`, `segments.${index}.speaker`);
    if (s.text.trim() === '') throw badRequest(`segments.${index}.text cannot be empty`, `segments.${index}.text`);
  });
  const auth = requireAuth(request);
  const at = now.toISOString();
  const values = {
    summary: input.summary.trim(),
    key_points: JSON.stringify(keyPoints),
    updated_by: auth.userId,
    updated_by_name: auth.username,
    updated_at: at,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const version = input.version + 1;
      if (input.version === 0) {
        await trx
          .insertInto('meeting_minutes')
          .values({ session_id: input.sessionId, ...values, version, created_at: at })
          .execute();
      } else {
        const updated = await trx
          .updateTable('meeting_minutes')
          .set({ ...values, version })
          .where('session_id', '=', input.sessionId)
          .where('version', '=', input.version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw conflict(STALE_MINUTES);
      }
      await trx.deleteFrom('minutes_segments').where('session_id', '=', input.sessionId).execute();
      if (input.segments.length) {
        await trx
          .insertInto('minutes_segments')
          .values(
            input.segments.map((s, position) => ({
              session_id: input.sessionId,
              position,
              speaker: s.speaker.trim(),
              offset_seconds: s.offsetSeconds ?? null,
              clock_time: s.clockTime ?? null,
              text: s.text.trim(),
            })),
          )
          .execute();
      }
      await recordWrite(
        trx,
        request,
        { action: 'minutes.save', target: `session:${input.sessionId}`, detail: { version, segments: input.segments.length } },
        now,
      );
      return { version, updatedAt: at, updatedByName: auth.username };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(STALE_MINUTES);
    throw error;
  }
}
