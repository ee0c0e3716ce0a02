import { isIP } from 'node:net';
import path from 'node:path';
import { loadServerTimeouts, type ServerTimeouts } from './http/timeouts.js';
import { loadMicrosoftSignIn, type MicrosoftSignInConfig } from './oidc/config.js';
import { fileQuotaBytesFrom } from './modules/file/quota.js';
import { fileMaxBytesFrom } from './modules/file/upload.js';
import { throttleRulesFrom, trustedProxiesFrom } from './modules/signInThrottle/config.js';
import type { ThrottleRules } from './modules/signInThrottle/rules.js';
import { parseSecretsKeys } from './auth/sealed-secrets.js';
import { smsGatewayFrom, type SmsGatewayConfig } from './sms/gateway-config.js';
import { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_SQLITE_READERS, type DatabaseTarget } from './db/target.js';

export { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_SQLITE_READERS, type DatabaseTarget };

/** Everything the server reads from its environment, parsed and defaulted. */
export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** Password for the first-start `admin` account; unset means a random one is printed once. */
  adminPassword: string | undefined;
  /** Folder of the built console; served at `/` when it exists. */
  staticDir: string;
  tokenIdleMinutes: number;
  tokenAbsoluteHours: number;
  logLevel: string;
  /** Microsoft sign-in (MS_* variables); undefined when not configured. */
  microsoftSignIn?: MicrosoftSignInConfig;
  /** The URL users open the console on (PUBLIC_URL, else MS_REDIRECT_BASE_URL); https turns on HSTS. */
  publicUrl?: string;
  /** Connection limits (HTTP_*_TIMEOUT_MS); the defaults of http/timeouts.ts when absent. */
  timeouts?: ServerTimeouts;
  /** Sign-in throttling limits (SIGNIN_*); the defaults of modules/signInThrottle/rules.ts when absent. */
  signInThrottle?: ThrottleRules;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none when absent. */
  trustedProxies?: string[];
  /** Hours a one-time password (new account, reset, generated first admin password) can be used (ONE_TIME_PASSWORD_HOURS, 24). */
  oneTimePasswordHours?: number;
  /** Bearer token that opens GET /metrics on the main port (METRICS_TOKEN); unset: /metrics there answers 404. */
  metricsToken?: string;
  /** Port of a second listener serving /metrics without a token (METRICS_PORT); unset: no such listener. */
  metricsPort?: number;
  /** Address of that listener (METRICS_HOST, default 127.0.0.1). */
  metricsHost?: string;
  /** Bearer token of the operations routes, e.g. POST /api/ops/backup (OPS_TOKEN); unset: they answer 404. */
  opsToken?: string;
  /** Whether list answers and totals are kept in memory between requests (LIST_ANSWER_CACHE=on|off, default on). */
  listAnswerCache?: boolean;
  /** Seconds a delete can be undone (UNDO_SECONDS, default 10; resources/undo.ts). */
  undoSeconds?: number;
  /** Most rows one list export holds (EXPORT_MAX_ROWS, default 100,000; resources/export-route.ts). */
  exportMaxRows?: number;
  /** Whether a new installation's admin role requires a second factor (SECOND_FACTOR_ADMIN_DEFAULT, default on). */
  secondFactorAdminDefault?: boolean;
  /**
   * Keys that seal secrets the server reads back, e.g. TOTP keys (SECRETS_KEY: comma-separated, the first seals);
   * absent: read from `secretsKeyFile`, created on the first start (auth/secrets-key-file.ts).
   */
  secretsKeys?: Buffer[];
  /** The key file used when SECRETS_KEY is unset (SECRETS_KEY_FILE; default beside the SQLite file, or ./data/secrets.key). */
  secretsKeyFile?: string;
  /** The HTTP SMS gateway (SMS_GATEWAY_*); unset: messages are recorded in the outbox, not delivered. */
  smsGateway?: SmsGatewayConfig;
}

/** The levels pino knows, for LOG_LEVEL. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Shortest METRICS_TOKEN / OPS_TOKEN accepted: long enough that guessing is hopeless. */
export const SERVICE_TOKEN_MIN_LENGTH = 24;

/** The built reference app, found relative to this package so any cwd works (src/ and dist/ sit at the same depth). */
export const DEFAULT_STATIC_DIR = path.resolve(import.meta.dirname, '../../reference/dist');

/**
 * Parses a DATABASE_URL: unset means `./data/console.db` under `cwd`; `file:<path>` a SQLite file;
 * `postgres://` / `postgresql://` PostgreSQL.
 */
export function parseDatabaseUrl(url: string | undefined, cwd: string = process.cwd()): DatabaseTarget {
  if (url === undefined || url.trim() === '') {
    return { kind: 'sqlite', file: path.resolve(cwd, 'data', 'console.db') };
  }
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (file === '') throw new Error('DATABASE_URL file: needs a path, e.g. file:./data/console.db');
    return { kind: 'sqlite', file: path.resolve(cwd, file) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    if (!URL.canParse(url))
      throw new Error(
        'DATABASE_URL is not a valid URL, e.g. postgres://user:password@host:5432/database (percent-encode special characters in the password)',
      );
    return { kind: 'postgres', url };
  }
  throw new Error('DATABASE_URL must start with file:, postgres:// or postgresql://');
}

/** A PostgreSQL target with its pools' size (DATABASE_POOL_SIZE); SQLite as it is. */
function withPoolSize(target: DatabaseTarget, raw: string | undefined): DatabaseTarget {
  if (target.kind !== 'postgres') return target;
  const poolSize = wholeNumberFrom('DATABASE_POOL_SIZE', raw, DEFAULT_DATABASE_POOL_SIZE, [1, 100], 'connections a PostgreSQL pool opens');
  return { ...target, poolSize };
}

/** A SQLite target with its reader threads (SQLITE_READERS: 0 reads on the writing connection); PostgreSQL as it is. */
function withSqliteReaders(target: DatabaseTarget, raw: string | undefined): DatabaseTarget {
  if (target.kind !== 'sqlite') return target;
  return { ...target, readers: wholeNumberFrom('SQLITE_READERS', raw, DEFAULT_SQLITE_READERS, [0, 64], 'reader threads for SQLite') };
}

/** A whole number from `min` to `max` read from the variable `name` (`fallback` when unset); `meaning` says what it counts. */
function wholeNumberFrom(name: string, raw: string | undefined, fallback: number, [min, max]: [number, number], meaning: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (${meaning}), got "${raw}"`);
  return value;
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/** PUBLIC_URL (else MS_REDIRECT_BASE_URL), checked to be an absolute http(s) URL; undefined when neither is set. */
function publicUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  const name = env.PUBLIC_URL?.trim() ? 'PUBLIC_URL' : 'MS_REDIRECT_BASE_URL';
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http or https URL, got "${raw}"`);
  return url.toString();
}

function portNumber(name: string, raw: string | undefined, fallback: number): number {
  const port = positiveNumber(name, raw, fallback);
  if (!Number.isInteger(port) || port > 65535) throw new Error(`${name} must be an integer port (1-65535), got "${raw}"`);
  return port;
}

/** A listening address: an IP address or a host name (HOST, METRICS_HOST). */
function hostFrom(name: string, raw: string | undefined, fallback: string): string {
  const host = raw?.trim() || fallback;
  if (!isIP(host) && !/^[a-z0-9_]([a-z0-9_-]{0,62})(\.[a-z0-9_]([a-z0-9_-]{0,62}))*$/i.test(host)) {
    throw new Error(`${name} must be an IP address or a host name (e.g. 127.0.0.1, 0.0.0.0, ::), got "${raw}"`);
  }
  return host;
}

function logLevelFrom(raw: string | undefined): string {
  const level = raw?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

/** An on/off switch from the environment (on, off, true, false, 1, 0); `fallback` when unset. */
function switchFrom(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim().toLowerCase();
  if (!value) return fallback;
  if (['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new Error(`${name} must be on or off, got "${raw}"`);
}

/** A bearer secret from the environment: unset is undefined; a set one must be one word of at least 24 characters. */
function serviceTokenFrom(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < SERVICE_TOKEN_MIN_LENGTH || /\s/.test(raw)) {
    throw new Error(
      `${name} must be at least ${SERVICE_TOKEN_MIN_LENGTH} characters without spaces (e.g. the output of openssl rand -hex 32)`,
    );
  }
  return raw;
}

/** Reads the configuration from an environment (process.env by default). Throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const port = portNumber('PORT', env.PORT, 8080);
  const metricsPort = env.METRICS_PORT?.trim() ? portNumber('METRICS_PORT', env.METRICS_PORT, 0) : undefined;
  if (metricsPort === port) throw new Error(`METRICS_PORT must differ from PORT (${port}): metrics get their own listener`);
  // Read by buildApp; checked here so that a bad value stops the start before the database is touched.
  fileMaxBytesFrom(env);
  fileQuotaBytesFrom(env);
  return {
    port,
    host: hostFrom('HOST', env.HOST, '127.0.0.1'),
    database: withPoolSize(withSqliteReaders(parseDatabaseUrl(env.DATABASE_URL, cwd), env.SQLITE_READERS), env.DATABASE_POOL_SIZE),
    adminPassword: env.CONSOLE_ADMIN_PASSWORD || undefined,
    staticDir: env.STATIC_DIR ? path.resolve(cwd, env.STATIC_DIR) : DEFAULT_STATIC_DIR,
    tokenIdleMinutes: positiveNumber('TOKEN_IDLE_MINUTES', env.TOKEN_IDLE_MINUTES, 120),
    tokenAbsoluteHours: positiveNumber('TOKEN_ABSOLUTE_HOURS', env.TOKEN_ABSOLUTE_HOURS, 12),
    logLevel: logLevelFrom(env.LOG_LEVEL),
    microsoftSignIn: loadMicrosoftSignIn(env, port),
    publicUrl: publicUrlFrom(env),
    timeouts: loadServerTimeouts(env),
    signInThrottle: throttleRulesFrom(env),
    trustedProxies: trustedProxiesFrom(env),
    oneTimePasswordHours: positiveNumber('ONE_TIME_PASSWORD_HOURS', env.ONE_TIME_PASSWORD_HOURS, 24),
    metricsToken: serviceTokenFrom('METRICS_TOKEN', env.METRICS_TOKEN),
    metricsPort,
    metricsHost: hostFrom('METRICS_HOST', env.METRICS_HOST, '127.0.0.1'),
    opsToken: serviceTokenFrom('OPS_TOKEN', env.OPS_TOKEN),
    listAnswerCache: switchFrom('LIST_ANSWER_CACHE', env.LIST_ANSWER_CACHE, true),
    undoSeconds: wholeNumberFrom('UNDO_SECONDS', env.UNDO_SECONDS, 10, [1, 3600], 'seconds a delete can be undone'),
    exportMaxRows: wholeNumberFrom('EXPORT_MAX_ROWS', env.EXPORT_MAX_ROWS, 100_000, [1, 1_000_000], 'rows an export holds at most'),
    secondFactorAdminDefault: switchFrom('SECOND_FACTOR_ADMIN_DEFAULT', env.SECOND_FACTOR_ADMIN_DEFAULT, true),
    ...(env.SECRETS_KEY?.trim() ? { secretsKeys: parseSecretsKeys(env.SECRETS_KEY, 'SECRETS_KEY') } : {}),
    ...(env.SECRETS_KEY_FILE?.trim() ? { secretsKeyFile: path.resolve(cwd, env.SECRETS_KEY_FILE) } : {}),
    smsGateway: smsGatewayFrom(env),
  };
}
