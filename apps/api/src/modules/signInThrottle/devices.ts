// Devices that signed in to an account (OWASP's "device cookies"): after a successful sign-in the browser
// gets an HttpOnly cookie holding a random token, stored only as its hash with the account it signed in to.
// A later try for that account that brings the token is counted against that device alone, so a stranger's
// failures from elsewhere, or from the same office address, never lock the owner out. One cookie holds the
// tokens of the last few accounts signed in on that browser.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { Database } from '../../db/types.js';

/** The cookie's name; it is sent only to the sign-in routes. */
export const DEVICE_COOKIE = 'signin_device';
const COOKIE_PATH = '/api/admin/land';
/** Accounts remembered on one browser. */
const TOKENS_PER_BROWSER = 4;
/** Devices remembered for one account (the most recently used). */
const DEVICES_PER_ACCOUNT = 20;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The well-formed device tokens the request's cookie holds (at most four; anything else in it is ignored).
 *
 * @example
 * deviceTokensOf(request); // ['q9…', 'Zr…']
 */
export function deviceTokensOf(request: Pick<FastifyRequest, 'headers'>): string[] {
  const header = request.headers.cookie;
  if (!header) return [];
  for (const part of header.split(';')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === DEVICE_COOKIE)
      return value
        .split('.')
        .filter((t) => TOKEN_SHAPE.test(t))
        .slice(0, TOKENS_PER_BROWSER);
  }
  return [];
}

/** The cookie's devices: token, its hash, and the account it signed in to while it is still known. */
export interface BroughtDevice {
  token: string;
  hash: string;
  userId: number | undefined;
}

/**
 * Looks the cookie's tokens up: which accounts each is a known device of at `now` (expired ones are strangers).
 *
 * @example
 * const devices = await lookUpDevices(db, deviceTokensOf(request), new Date());
 */
export async function lookUpDevices(db: Kysely<Database>, tokens: readonly string[], now: Date): Promise<BroughtDevice[]> {
  if (tokens.length === 0) return [];
  const hashes = tokens.map(hashToken);
  const rows = await db
    .selectFrom('sign_in_devices')
    .select(['token_hash', 'user_id'])
    .where('token_hash', 'in', hashes)
    .where('expires_at', '>', now.toISOString())
    .execute();
  const owners = new Map(rows.map((r) => [r.token_hash, Number(r.user_id)]));
  return tokens.map((token, i) => ({ token, hash: hashes[i] ?? '', userId: owners.get(hashes[i] ?? '') }));
}

/**
 * Remembers the browser as a device of `userId` after a successful sign-in: its token is renewed for `days`
 * (or a new one is made), the account's oldest devices beyond twenty are forgotten, and the cookie to send
 * back is returned (this account's token first, then the other accounts' still known here).
 *
 * @example
 * reply.header('set-cookie', await rememberDevice(db, devices, userId, now, { days: 90, secure: true }));
 */
export async function rememberDevice(
  db: Kysely<Database>,
  brought: readonly BroughtDevice[],
  userId: number,
  now: Date,
  options: { days: number; secure: boolean },
): Promise<string> {
  const expires = new Date(now.getTime() + options.days * 86_400_000).toISOString();
  const known = brought.find((d) => d.userId === userId);
  const token = known?.token ?? generateToken();
  await db.transaction().execute(async (trx) => {
    if (known) {
      await trx
        .updateTable('sign_in_devices')
        .set({ last_used_at: now.toISOString(), expires_at: expires })
        .where('token_hash', '=', known.hash)
        .execute();
    } else {
      await trx
        .insertInto('sign_in_devices')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          created_at: now.toISOString(),
          last_used_at: now.toISOString(),
          expires_at: expires,
        })
        .execute();
    }
    const kept = trx
      .selectFrom('sign_in_devices')
      .select('token_hash')
      .where('user_id', '=', userId)
      .where('expires_at', '>', now.toISOString())
      .orderBy('last_used_at', 'desc')
      .limit(DEVICES_PER_ACCOUNT);
    await trx.deleteFrom('sign_in_devices').where('user_id', '=', userId).where('token_hash', 'not in', kept).execute();
  });
  const others = brought.filter((d) => d.userId !== undefined && d.userId !== userId).map((d) => d.token);
  const value = [token, ...others].slice(0, TOKENS_PER_BROWSER).join('.');
  const attributes = [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${options.days * 86_400}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
