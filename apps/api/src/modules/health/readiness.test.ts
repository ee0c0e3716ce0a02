// Liveness and readiness on each engine: ready needs the database to answer and every migration of this
// build applied; otherwise a 503 envelope naming the problem. The outages are real: on PostgreSQL the app
// reaches its database through a TCP relay the test cuts and restores; on SQLite another process holds
// the database file exclusively.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { installErrorHandling } from '../../http/error-handler.js';
import { startTestApp, testTargets, type TestApp } from '../../testing/test-app.js';
import { migrationNames } from '../collect.js';
import { healthRoutes } from './routes.js';

/** A TCP relay to `port` that can be cut (listener closed, connections destroyed) and restored. */
async function startRelay(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (at: number) => new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  await listen(0);
  const relayPort = (server.address() as net.AddressInfo).port;
  return {
    port: relayPort,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
    restore: () => listen(relayPort),
  };
}

describe.each(testTargets())('health checks on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers live without a token and without a database query', async () => {
    const queries: string[] = [];
    const logged = await startTestApp(target, { queryLog: (event) => queries.push(event.query.sql) });
    try {
      queries.length = 0;
      const response = await logged.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 200, message: 'ok', result: { status: 'live', uptimeSeconds: expect.any(Number) } });
      expect(queries).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it('answers ready when the database answers and every migration is applied', async () => {
    expect(await get('/api/health/ready')).toEqual({
      status: 200,
      body: { code: 200, message: 'ok', result: { status: 'ready', database: target.name, reachable: true, missingMigrations: [] } },
    });
    expect((await get('/api/health')).status).toBe(200);
  });

  it('answers 503 naming the migration when one is missing, and ready again once it is back', async () => {
    const name = '089_sign_in_throttle_baseline';
    const row = await sql<Record<string, unknown>>`select * from kysely_migration where name = ${name}`.execute(t.app.db);
    expect(row.rows).toHaveLength(1);
    await sql`delete from kysely_migration where name = ${name}`.execute(t.app.db);
    try {
      const { status, body } = await get('/api/health/ready');
      expect(status).toBe(503);
      expect(body).toEqual({
        code: 503,
        message: expect.stringContaining(name),
        result: { status: 'not-ready', database: target.name, reachable: true, missingMigrations: [name] },
      });
      expect((await get('/api/health/live')).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${row.rows[0]?.timestamp})`.execute(t.app.db);
    }
    expect((await get('/api/health/ready')).status).toBe(200);
  });

  it('answers 503 when the database cannot be reached, while live still answers', async () => {
    if (target.name === 'postgres') {
      const database = await target.createDatabase();
      const url = new URL(database.target.kind === 'postgres' ? database.target.url : '');
      const relay = await startRelay(Number(url.port || 5432));
      url.host = `127.0.0.1:${relay.port}`;
      const relayed = await startTestApp(target, {
        database: { target: { kind: 'postgres', url: url.toString() }, drop: () => database.drop() },
      });
      try {
        expect((await relayed.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
        await relay.cut();
        const down = await relayed.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toEqual({
          code: 503,
          message: 'Not ready: the database is unavailable',
          result: { status: 'not-ready', database: 'postgres', reachable: false, missingMigrations: null },
        });
        expect((await relayed.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
        await relay.restore();
        expect((await relayed.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      } finally {
        await relayed.close();
      }
      return;
    }
    // SQLite: a file another process holds exclusively (locking_mode = exclusive) cannot be read: busy.
    const folder = mkdtempSync(join(tmpdir(), 'console-ready-'));
    const file = join(folder, 'held.db');
    const holder = new SqliteDatabase(file);
    holder.pragma('journal_mode = WAL');
    holder.pragma('locking_mode = exclusive');
    holder.exec('create table held (x integer)');
    const sqlite = new SqliteDatabase(file, { timeout: 50 });
    const other = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    const probe = Fastify({ logger: false });
    installErrorHandling(probe);
    healthRoutes(probe, { db: other, dialect: 'sqlite', migrationNames: migrationNames() });
    try {
      const down = await probe.inject({ method: 'GET', url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        code: 503,
        message: 'Not ready: the database is unavailable',
        result: { status: 'not-ready', database: 'sqlite', reachable: false, missingMigrations: null },
      });
      expect((await probe.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await probe.close();
      await other.destroy();
      holder.close();
      rmSync(folder, { recursive: true, force: true });
    }
    expect((await get('/api/health/ready')).status).toBe(200);
  });

  it('documents the three checks as public in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).body as { paths: Record<string, { get?: { security?: unknown } }> };
    for (const path of ['/api/health', '/api/health/live', '/api/health/ready']) {
      expect(doc.paths[path]?.get).toBeDefined();
      expect(doc.paths[path]?.get?.security).toBeUndefined();
    }
  });
});
