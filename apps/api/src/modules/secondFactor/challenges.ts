// The second step of a sign-in: after the right password a user with a factor gets a random challenge (kept as
// its sha256 hash) that lives five minutes and dies after five wrong codes; the code's answer carries it.
import type { Kysely } from 'kysely';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { Database } from '../../db/types.js';

/** How long the second step may take. */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before it is gone (the throttle counts them too). */
export const CHALLENGE_TRIES = 5;

/** A live challenge: whose it is and the username as typed at the password step. */
export interface LiveChallenge {
  tokenHash: string;
  userId: number;
  username: string;
  /** The WebAuthn challenge a passkey answer must sign, once the options were asked for. */
  webauthnChallenge: string | null;
}

/** Starts the second step for `userId`; answers the challenge to send (never stored). */
export async function createChallenge(db: Kysely<Database>, userId: number, username: string, now: Date): Promise<string> {
  const token = generateToken();
  await db.deleteFrom('second_factor_challenges').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('second_factor_challenges')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      username,
      failures: 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000).toISOString(),
    })
    .execute();
  return token;
}

/** The live challenge behind `token`, or undefined (unknown, expired or used up). */
export async function findChallenge(db: Kysely<Database>, token: string, now: Date): Promise<LiveChallenge | undefined> {
  const row = await db
    .selectFrom('second_factor_challenges')
    .select(['token_hash', 'user_id', 'username', 'failures', 'expires_at', 'webauthn_challenge'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString() || row.failures >= CHALLENGE_TRIES) return undefined;
  return { tokenHash: row.token_hash, userId: row.user_id, username: row.username, webauthnChallenge: row.webauthn_challenge };
}

/** Counts a wrong code against the challenge. */
export async function failChallenge(db: Kysely<Database>, challenge: LiveChallenge): Promise<void> {
  await db
    .updateTable('second_factor_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('token_hash', '=', challenge.tokenHash)
    .execute();
}

/** Ends the challenge (after its right code); false when another request ended it first. */
export async function endChallenge(db: Kysely<Database>, challenge: LiveChallenge): Promise<boolean> {
  const ended = await db.deleteFrom('second_factor_challenges').where('token_hash', '=', challenge.tokenHash).executeTakeFirst();
  return Number(ended.numDeletedRows) === 1;
}

/** Keeps the WebAuthn challenge a passkey answer to this step must sign. */
export async function setWebAuthnChallenge(db: Kysely<Database>, challenge: LiveChallenge, webauthnChallenge: string): Promise<void> {
  await db
    .updateTable('second_factor_challenges')
    .set({ webauthn_challenge: webauthnChallenge })
    .where('token_hash', '=', challenge.tokenHash)
    .execute();
}
