// `npm run unlock-sign-in -- --user <name> | --address <address> | --all | --list`: the operator's way to lift
// sign-in locks without any admin session (the sole admin locked out, an office behind one address). It works
// on the database the server uses (DATABASE_URL, as the server reads it), whether or not the server runs: the
// counters live in the database, and each try reads them afresh. Each unlock is recorded in the audit log.
import fs from 'node:fs';
import { recordAudit } from '../../audit/record.js';
import { parseDatabaseUrl } from '../../config.js';
import { connectDatabase } from '../../db/connect.js';
import { throttleRulesFrom } from './config.js';
import type { UnlockTarget } from './store.js';
import { createSignInThrottle } from './throttle.js';

const USAGE = 'usage: npm run unlock-sign-in -- --user <username> | --address <address> | --all | --list';

/** What the command was asked: a target to unlock, or the list of locks. */
export type UnlockRequest = { unlock: UnlockTarget } | { list: true };

/**
 * Reads the command's arguments; throws the usage line when they are not one of its forms.
 *
 * @example
 * unlockRequestFrom(['--user', 'admin']); // { unlock: { account: 'admin' } }
 */
export function unlockRequestFrom(args: readonly string[]): UnlockRequest {
  const [flag, value, extra] = args;
  if (extra === undefined && value && !value.startsWith('--')) {
    if (flag === '--user') return { unlock: { account: value } };
    if (flag === '--address') return { unlock: { address: value } };
  }
  if (args.length === 1 && flag === '--all') return { unlock: { everything: true } };
  if (args.length === 1 && flag === '--list') return { list: true };
  throw new Error(USAGE);
}

function describe(target: UnlockTarget): string {
  if ('account' in target) return `account ${target.account} (from every address and device)`;
  if ('address' in target) return `address ${target.address} (its own and every account's from it)`;
  return 'every account and address';
}

/**
 * Runs the command against the environment's database and answers what it printed.
 *
 * @example
 * await runUnlockCommand(['--address', '203.0.113.7'], process.env); // 'Lifted 2 sign-in counters of address …'
 */
export async function runUnlockCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const request = unlockRequestFrom(args);
  const target = parseDatabaseUrl(env.DATABASE_URL);
  if (target.kind === 'sqlite' && !fs.existsSync(target.file))
    throw new Error(`No database at ${target.file}: set DATABASE_URL to the server's (see docs/operations.md)`);
  const { db } = connectDatabase(target);
  try {
    await db
      .selectFrom('sign_in_counters')
      .select('kind')
      .limit(1)
      .execute()
      .catch(() => {
        throw new Error('This database has no sign-in counters yet: start the server on it once (it upgrades the database)');
      });
    const now = () => new Date();
    const throttle = createSignInThrottle(db, now, throttleRulesFrom(env));
    if ('list' in request) {
      const addresses = await throttle.busyAddresses();
      const accounts = await db.selectFrom('sign_in_counters').select('account').distinct().where('account', 'is not', null).execute();
      const locks = await throttle.locks(accounts.map((a) => a.account ?? ''));
      const lines = [
        ...[...locks].map(([account, until]) => `account ${account}: locked from somewhere until ${until}`),
        ...addresses.map(
          (a) => `address ${a.address}: ${a.failures} failures, ${a.locked ? 'locked' : 'waiting'} until ${a.refusedUntil ?? 'now'}`,
        ),
      ];
      return lines.length ? lines.join('\n') : 'No sign-in locks or waits.';
    }
    const counters = await throttle.unlock(request.unlock);
    const target =
      'account' in request.unlock ? request.unlock.account : 'address' in request.unlock ? `address:${request.unlock.address}` : '*';
    await recordAudit(
      db,
      {
        actorUserId: null,
        actorUsername: 'operator',
        action: 'user.unlock',
        target,
        ip: null,
        outcome: 'success',
        detail: { counters, via: 'command' },
      },
      now(),
    );
    return `Lifted ${counters} sign-in counter${counters === 1 ? '' : 's'} of ${describe(request.unlock)}.`;
  } finally {
    await db.destroy();
  }
}
