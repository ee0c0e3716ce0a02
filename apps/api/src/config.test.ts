import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_SQLITE_READERS, DEFAULT_STATIC_DIR, loadConfig, parseDatabaseUrl } from './config.js';

describe('config', () => {
  it('defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      adminPassword: undefined,
      tokenIdleMinutes: 120,
      tokenAbsoluteHours: 12,
      logLevel: 'info',
      database: { kind: 'sqlite', file: '/srv/app/data/console.db' },
    });
    expect(config.staticDir).toBe(DEFAULT_STATIC_DIR);
    expect(DEFAULT_STATIC_DIR.endsWith(path.join('apps', 'reference', 'dist'))).toBe(true);
  });

  it('parses DATABASE_URL forms', () => {
    expect(parseDatabaseUrl('file:/tmp/x.db')).toEqual({ kind: 'sqlite', file: '/tmp/x.db' });
    expect(parseDatabaseUrl('file:///tmp/x.db')).toEqual({ kind: 'sqlite', file: '/tmp/x.db' });
    expect(parseDatabaseUrl('file:./db/c.db', '/srv')).toEqual({ kind: 'sqlite', file: '/srv/db/c.db' });
    expect(parseDatabaseUrl('postgres://u@h/db')).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(parseDatabaseUrl('postgresql://u@h/db').kind).toBe('postgres');
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(/DATABASE_URL/);
  });

  it('reads overrides and rejects bad numbers', () => {
    const config = loadConfig(
      { PORT: '9000', HOST: '0.0.0.0', STATIC_DIR: 'web', TOKEN_IDLE_MINUTES: '5', CONSOLE_ADMIN_PASSWORD: 'pw-from-env' },
      '/srv',
    );
    expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', staticDir: '/srv/web', tokenIdleMinutes: 5, adminPassword: 'pw-from-env' });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ TOKEN_ABSOLUTE_HOURS: '-1' })).toThrow(/TOKEN_ABSOLUTE_HOURS/);
  });

  it('reads the public URL from PUBLIC_URL, else MS_REDIRECT_BASE_URL, and refuses a malformed one', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com' }).publicUrl).toBe('https://console.example.com/');
    expect(loadConfig({ MS_REDIRECT_BASE_URL: 'https://sso.example.com/' }).publicUrl).toBe('https://sso.example.com/');
    expect(loadConfig({ PUBLIC_URL: 'http://a.test', MS_REDIRECT_BASE_URL: 'https://b.test' }).publicUrl).toBe('http://a.test/');
    expect(() => loadConfig({ PUBLIC_URL: 'console.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://console.example.com' })).toThrow(/PUBLIC_URL/);
  });
});

describe('config validation at start (issue 17)', () => {
  const refuses = (env: NodeJS.ProcessEnv, name: string, expected: RegExp) => {
    expect(() => loadConfig(env), `${JSON.stringify(env)} should stop the start`).toThrow(new RegExp(`${name}.*${expected.source}`));
  };

  it('stops on a bad value, naming the variable and what it expects', () => {
    refuses({ PORT: 'eighty' }, 'PORT', /positive number/);
    refuses({ PORT: '70000' }, 'PORT', /integer port/);
    refuses({ PORT: '80.5' }, 'PORT', /integer port/);
    refuses({ HOST: 'http://0.0.0.0' }, 'HOST', /IP address or a host name/);
    refuses({ HOST: 'two words' }, 'HOST', /IP address or a host name/);
    refuses({ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL', /one of fatal, error, warn, info, debug, trace, silent/);
    refuses({ DATABASE_URL: 'postgres://user@host:port/db' }, 'DATABASE_URL', /not a valid URL/);
    refuses({ DATABASE_URL: 'sqlite:console.db' }, 'DATABASE_URL', /file:, postgres/);
    refuses({ TOKEN_IDLE_MINUTES: '0' }, 'TOKEN_IDLE_MINUTES', /positive number/);
    refuses({ ONE_TIME_PASSWORD_HOURS: '-3' }, 'ONE_TIME_PASSWORD_HOURS', /positive number/);
    refuses({ HTTP_REQUEST_TIMEOUT_MS: '-1' }, 'HTTP_REQUEST_TIMEOUT_MS', /positive integer/);
    refuses({ HTTP_HEADERS_TIMEOUT_MS: 'soon' }, 'HTTP_HEADERS_TIMEOUT_MS', /positive integer/);
    refuses({ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES', /address or CIDR range/);
    refuses({ TRUSTED_PROXIES: 'proxy.local' }, 'TRUSTED_PROXIES', /address or CIDR range/);
    refuses({ SIGNIN_LOCK_MINUTES: '1.5' }, 'SIGNIN_LOCK_MINUTES', /positive integer/);
    refuses({ FILE_MAX_BYTES: '20MB' }, 'FILE_MAX_BYTES', /positive integer/);
    refuses({ FILE_QUOTA_BYTES: '-1' }, 'FILE_QUOTA_BYTES', /positive integer/);
    refuses({ PUBLIC_URL: 'console.example.com' }, 'PUBLIC_URL', /absolute URL/);
    refuses({ MS_CLIENT_ID: 'x' }, 'MS_CLIENT_SECRET', /required/);
    refuses({ METRICS_PORT: 'nine' }, 'METRICS_PORT', /positive number/);
    refuses({ METRICS_PORT: '8080' }, 'METRICS_PORT', /differ from PORT/);
    refuses({ METRICS_HOST: '127.0.0.1:9464' }, 'METRICS_HOST', /IP address or a host name/);
    refuses({ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN', /at least 24 characters/);
    refuses({ OPS_TOKEN: 'a token with spaces in it, long enough' }, 'OPS_TOKEN', /without spaces/);
  });

  it('reads the metrics and operations settings, safe by default', () => {
    expect(loadConfig({})).toMatchObject({
      metricsToken: undefined,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      opsToken: undefined,
    });
    const token = 'a'.repeat(24);
    expect(
      loadConfig({
        METRICS_TOKEN: token,
        METRICS_PORT: '9464',
        METRICS_HOST: '10.0.0.5',
        OPS_TOKEN: `${token}b`,
        LOG_LEVEL: 'WARN',
        HOST: '::',
      }),
    ).toMatchObject({
      metricsToken: token,
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
      opsToken: `${token}b`,
      logLevel: 'warn',
      host: '::',
    });
    expect(loadConfig({ HOST: 'api.internal' }).host).toBe('api.internal');
  });

  it('switches the list answer cache with LIST_ANSWER_CACHE (on unless set off) and refuses other words', () => {
    expect(loadConfig({}).listAnswerCache).toBe(true);
    expect(loadConfig({ LIST_ANSWER_CACHE: 'off' }).listAnswerCache).toBe(false);
    expect(loadConfig({ LIST_ANSWER_CACHE: 'On' }).listAnswerCache).toBe(true);
    expect(() => loadConfig({ LIST_ANSWER_CACHE: 'sometimes' })).toThrow('LIST_ANSWER_CACHE must be on or off, got "sometimes"');
  });

  it('sizes each PostgreSQL pool by DATABASE_POOL_SIZE (two a core, at most ten, unless set) and refuses other sizes', () => {
    expect(DEFAULT_DATABASE_POOL_SIZE).toBe(Math.min(10, 2 * os.availableParallelism()));
    const postgres = { DATABASE_URL: 'postgres://db.internal/console' };
    expect(loadConfig(postgres).database).toEqual({ kind: 'postgres', url: postgres.DATABASE_URL, poolSize: DEFAULT_DATABASE_POOL_SIZE });
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: '25' }).database).toMatchObject({ poolSize: 25 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).database).not.toHaveProperty('poolSize');
    for (const bad of ['0', 'four', '2.5', '101'])
      expect(() => loadConfig({ ...postgres, DATABASE_POOL_SIZE: bad })).toThrow(
        `DATABASE_POOL_SIZE must be a whole number from 1 to 100 (connections a PostgreSQL pool opens), got "${bad}"`,
      );
  });

  it('reads SQLite on SQLITE_READERS reader threads (one a core, at most four, unless set; 0 for none) and refuses other counts', () => {
    expect(DEFAULT_SQLITE_READERS).toBeGreaterThanOrEqual(1);
    expect(DEFAULT_SQLITE_READERS).toBeLessThanOrEqual(4);
    expect(loadConfig({}).database).toMatchObject({ kind: 'sqlite', readers: DEFAULT_SQLITE_READERS });
    expect(loadConfig({ SQLITE_READERS: '0' }).database).toMatchObject({ kind: 'sqlite', readers: 0 });
    expect(loadConfig({ SQLITE_READERS: '3' }).database).toMatchObject({ kind: 'sqlite', readers: 3 });
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/console', SQLITE_READERS: '3' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://db.internal/console',
      poolSize: DEFAULT_DATABASE_POOL_SIZE,
    });
    expect(() => loadConfig({ SQLITE_READERS: 'two' })).toThrow(
      'SQLITE_READERS must be a whole number from 0 to 64 (reader threads for SQLite), got "two"',
    );
    expect(() => loadConfig({ SQLITE_READERS: '-1' })).toThrow('SQLITE_READERS must be a whole number');
  });
});
