// Sign-in throttling and client addresses from the environment (SIGNIN_*, TRUSTED_PROXIES).
import { isIP } from 'node:net';
import { DEFAULT_THROTTLE_RULES, type ThrottleRules } from './rules.js';

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * The throttle's limits: the defaults of rules.ts, changed by SIGNIN_ACCOUNT_FREE_FAILURES,
 * SIGNIN_ACCOUNT_LOCK_AFTER, SIGNIN_ADDRESS_FREE_FAILURES, SIGNIN_ADDRESS_LOCK_AFTER, SIGNIN_MAX_WAIT_SECONDS,
 * SIGNIN_LOCK_MINUTES, SIGNIN_RESET_HOURS and SIGNIN_DEVICE_DAYS.
 *
 * @example
 * throttleRulesFrom({ SIGNIN_ACCOUNT_LOCK_AFTER: '10' }).account.lockAfterFailures; // 10
 */
export function throttleRulesFrom(env: NodeJS.ProcessEnv): ThrottleRules {
  const shared = {
    maxWaitSeconds: whole(env, 'SIGNIN_MAX_WAIT_SECONDS', DEFAULT_THROTTLE_RULES.account.maxWaitSeconds),
    lockMinutes: whole(env, 'SIGNIN_LOCK_MINUTES', DEFAULT_THROTTLE_RULES.account.lockMinutes),
    resetHours: whole(env, 'SIGNIN_RESET_HOURS', DEFAULT_THROTTLE_RULES.account.resetHours),
  };
  const rules: ThrottleRules = {
    deviceDays: whole(env, 'SIGNIN_DEVICE_DAYS', DEFAULT_THROTTLE_RULES.deviceDays),
    account: {
      ...DEFAULT_THROTTLE_RULES.account,
      ...shared,
      freeFailures: whole(env, 'SIGNIN_ACCOUNT_FREE_FAILURES', DEFAULT_THROTTLE_RULES.account.freeFailures),
      lockAfterFailures: whole(env, 'SIGNIN_ACCOUNT_LOCK_AFTER', DEFAULT_THROTTLE_RULES.account.lockAfterFailures),
    },
    address: {
      ...DEFAULT_THROTTLE_RULES.address,
      ...shared,
      freeFailures: whole(env, 'SIGNIN_ADDRESS_FREE_FAILURES', DEFAULT_THROTTLE_RULES.address.freeFailures),
      lockAfterFailures: whole(env, 'SIGNIN_ADDRESS_LOCK_AFTER', DEFAULT_THROTTLE_RULES.address.lockAfterFailures),
    },
  };
  for (const [kind, r] of Object.entries({ account: rules.account, address: rules.address })) {
    if (r.lockAfterFailures <= r.freeFailures)
      throw new Error(`SIGNIN_${kind.toUpperCase()}_LOCK_AFTER must be greater than SIGNIN_${kind.toUpperCase()}_FREE_FAILURES`);
  }
  return rules;
}

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges of the proxies whose `X-Forwarded-For` names
 * the client; empty (the default) trusts none, so the peer's own address is the client's.
 *
 * @example
 * trustedProxiesFrom({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' }); // ['10.0.0.0/8', '127.0.0.1']
 */
export function trustedProxiesFrom(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !bitsOk || extra !== undefined)
      throw new Error(`TRUSTED_PROXIES has an entry that is not an address or CIDR range: "${entry}"`);
  }
  return entries;
}
