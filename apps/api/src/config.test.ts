import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATIC_DIR, loadConfig, parseDatabaseUrl } from './config.js';

describe('config', () => {
  it('defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080, host: '127.0.0.1', adminPassword: undefined, tokenIdleMinutes: 120, tokenAbsoluteHours: 12, logLevel: 'info',
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
    const config = loadConfig({ PORT: '9000', HOST: '0.0.0.0', STATIC_DIR: 'web', TOKEN_IDLE_MINUTES: '5', CONSOLE_ADMIN_PASSWORD: 'pw-from-env' }, '/srv');
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
