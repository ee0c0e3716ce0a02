// `npm run backup` against a server that keeps taking writes: the real script (a separate process) copies
// the database through POST /api/ops/backup while four writers add projects with their members over HTTP.
// The copy must be a consistent SQLite database holding a prefix of the writes (every project up to the
// newest it holds, each with all its members), and a server started on it must serve the same projects.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';

const OPS_TOKEN = 'test-ops-token-0123456789abcdefgh';
const SCRIPT = path.resolve(import.meta.dirname, '../../../../../scripts/backup.mjs');

/** Runs the backup script to `file` and resolves its exit code and output. */
function runBackup(file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

interface ProjectRow {
  id: number;
  name: string;
  code: string;
  members: { id: number }[];
}

/** Every project a server lists, page by page, as id, name, code and member ids. */
async function listAll(t: TestApp, token: string): Promise<ProjectRow[]> {
  const rows: ProjectRow[] = [];
  for (let current = 1; ; current += 1) {
    const { body } = await t.post<{ list: ProjectRow[]; total: number }>(
      '/api/admin/project/list',
      { current, pageSize: 100, sortField: 'createdAt', sortOrder: 'ascend' },
      token,
    );
    rows.push(...body.result.list.map(({ id, name, code, members }) => ({ id, name, code, members: members.map((m) => ({ id: m.id })) })));
    if (rows.length >= body.result.total || body.result.list.length === 0) return rows;
  }
}

describe.each(testTargets())('backup on $name', (target) => {
  if (target.name === 'postgres') {
    it('answers a 400 envelope telling to use pg_dump', async () => {
      const t = await startTestApp(target, { config: { opsToken: OPS_TOKEN } });
      try {
        const response = await t.app.inject({ method: 'POST', url: '/api/ops/backup', headers: { authorization: `Bearer ${OPS_TOKEN}` } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 400, message: expect.stringContaining('pg_dump -Fc') });
      } finally {
        await t.close();
      }
    });
    return;
  }
  let t: TestApp;
  let base: string;
  let admin: string;
  let memberIds: number[];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  beforeAll(async () => {
    t = await startTestApp(target, { config: { opsToken: OPS_TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    // Staff members (a client account may be a member only of its own client's projects).
    memberIds = [
      await createUser(t.app, { username: 'member-a', password: 'member-a-pw-123', type: 'moderator', roles: ['moderator'] }),
      await createUser(t.app, { username: 'member-b', password: 'member-b-pw-123', type: 'moderator', roles: ['moderator'] }),
    ];
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const addProject = async (code: string) => {
    const response = await fetch(`${base}/api/admin/project/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ name: `Project ${code}`, code, startDate: '2026-01-01', endDate: '2026-12-31', memberIds }),
    });
    expect(response.status).toBe(200);
  };

  it('copies the database under concurrent writes; the copy is consistent and a server on it serves the same projects', async () => {
    for (let i = 0; i < 20; i += 1) await addProject(`SEED-${i}`);
    let stop = false;
    let written = 0;
    const writers = Array.from({ length: 4 }, (_, w) =>
      (async () => {
        for (let i = 0; !stop && written < 400; i += 1) {
          await addProject(`W${w}-${i}`);
          written += 1;
        }
      })(),
    );
    while (written < 10) await new Promise((r) => setTimeout(r, 5));
    const file = path.join(dir, 'copy.db');
    const backup = await runBackup(file, { BACKUP_URL: base, OPS_TOKEN });
    const writtenAtBackup = written;
    while (written < writtenAtBackup + 8 && written < 400) await new Promise((r) => setTimeout(r, 5));
    stop = true;
    await Promise.all(writers);

    expect(backup.output).toMatch(/backup written: .*copy\.db \(\d+ bytes, \d+ migrations, integrity ok\)/);
    expect(backup.code).toBe(0);
    expect(fs.readdirSync(dir)).toEqual(['copy.db']);
    const databaseDir = path.dirname(t.database.target.kind === 'sqlite' ? t.database.target.file : '');
    expect(fs.readdirSync(databaseDir).filter((name) => name.includes('.backup-'))).toEqual([]);

    const copy = new SqliteDatabase(file, { readonly: true });
    const copied = copy.prepare('select id from projects order by id').pluck().all() as number[];
    const memberCounts = copy.prepare('select count(*) from project_members group by project_id').pluck().all() as number[];
    copy.close();
    const original = (await t.app.db.selectFrom('projects').select('id').orderBy('id').execute()).map((r) => r.id);
    const newest = Math.max(...copied);
    console.info(`backup under writes: ${copied.length} of ${original.length} projects in the copy`);
    expect(copied.length).toBeGreaterThan(20);
    expect(copied.length).toBeLessThan(original.length);
    expect(copied).toEqual(original.filter((id) => id <= newest));
    expect(memberCounts).toEqual(copied.map(() => 2));

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['actor_username', 'ip', 'detail', 'outcome'])
      .where('action', '=', 'ops.backup')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_username: null, ip: '127.0.0.1', outcome: 'success' });
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({ via: 'OPS_TOKEN', userAgent: 'backoffice-backup-script' });

    // Restore: a server started on the copy serves exactly the projects the copy holds.
    const restored = await startTestApp(target, { database: { target: { kind: 'sqlite', file }, drop: async () => undefined } });
    try {
      expect((await restored.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      const served = await listAll(restored, await restored.login('admin', TEST_ADMIN_PASSWORD));
      expect(served.map((p) => p.id).sort((a, b) => a - b)).toEqual(copied);
      const originals = (await listAll(t, admin)).filter((p) => p.id <= newest);
      expect(served).toEqual(originals);
    } finally {
      await restored.close();
    }
  });

  it('refuses a wrong token (403) and leaves no file; the route answers 401 without a token and 404 on a server without OPS_TOKEN', async () => {
    const file = path.join(dir, 'refused.db');
    const refused = await runBackup(file, { BACKUP_URL: base, OPS_TOKEN: 'not-the-ops-token-0123456789abcdef' });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/backup failed: the server answered 403/);
    expect(fs.existsSync(file) || fs.existsSync(`${file}.partial`)).toBe(false);
    const missing = await t.app.inject({ method: 'POST', url: '/api/ops/backup' });
    expect({ status: missing.statusCode, code: missing.json().code }).toEqual({ status: 401, code: 50008 });

    const plain = await startTestApp(target);
    try {
      const absent = await plain.app.inject({ method: 'POST', url: '/api/ops/backup', headers: { authorization: `Bearer ${OPS_TOKEN}` } });
      expect({ status: absent.statusCode, code: absent.json().code }).toEqual({ status: 404, code: 404 });
    } finally {
      await plain.close();
    }
    const unreachable = await runBackup(file, { BACKUP_URL: 'http://127.0.0.1:9', OPS_TOKEN });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(/could not reach the server/);
  });
});
