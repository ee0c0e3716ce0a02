// SIGTERM under load: requests in flight finish, new connections are refused, the process exits soon and
// cleanly, and no write is lost or doubled.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { call, startServer } from './harness.mjs';

test('SIGTERM while 16 clients write: in-flight requests are answered, then the process exits 0 within 10 s', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-sigterm-'));
  const file = path.join(dir, 'console.db');
  const server = await startServer({ DATABASE_URL: `file:${file}` });
  try {
    const token = await server.login();
    const outcomes = [];
    let stopping = false;
    const writer = async (w) => {
      for (let i = 0; ; i++) {
        const code = `w${w}x${i}`;
        const answer = await call(server.port, 'POST', '/api/admin/role/add', { code, name: `Writer ${w} #${i}` }, token);
        outcomes.push({ code, ...answer });
        if (answer.error || stopping) return;
      }
    };
    const writers = Array.from({ length: 16 }, (_, w) => writer(w));
    await new Promise((r) => setTimeout(r, 1500));
    const signalled = Date.now();
    stopping = true;
    server.child.kill('SIGTERM');
    await Promise.all(writers);
    const exit = await server.exited;

    const broken = outcomes.filter((o) => o.error && o.error !== 'ECONNREFUSED');
    const answered = outcomes.filter((o) => o.status === 200);
    console.log(
      `sigterm: ${outcomes.length} requests, ${answered.length} answered 200, ${outcomes.filter((o) => o.status === 503).length} answered 503, ${outcomes.filter((o) => o.error === 'ECONNREFUSED').length} refused, ${broken.length} cut; exit ${exit.code} after ${exit.at - signalled} ms`,
    );
    assert.deepEqual(broken, [], 'no request in flight is cut (ECONNRESET, hang-up or timeout)');
    assert.ok(
      outcomes.every((o) => o.error === 'ECONNREFUSED' || o.status === 200 || o.status === 503),
      'every answer is 200, or 503 while closing',
    );
    assert.equal(exit.code, 0);
    assert.ok(exit.at - signalled < 10_000, `exited ${exit.at - signalled} ms after SIGTERM`);
    assert.ok(answered.length > 16, 'the writers were writing');

    const db = new Database(file, { readonly: true });
    const stored = new Map(
      db
        .prepare("select code, count(*) as n from roles where code like 'w%' group by code")
        .all()
        .map((r) => [r.code, r.n]),
    );
    db.close();
    for (const o of answered) assert.equal(stored.get(o.code), 1, `role ${o.code} answered 200 is stored once`);
    for (const [code, n] of stored) assert.equal(n, 1, `role ${code} is stored once`);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
