// The process killed (SIGKILL) in the middle of multi-step writes, several times: after each restart every
// write is wholly there or wholly absent, on SQLite and PostgreSQL.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { call, startPostgresCluster, startServer } from './harness.mjs';

const ROUNDS = 4;

/** Runs the three kinds of multi-step writes against `server` until it dies. */
async function writeUntilKilled(server, token, ids, round) {
  const write = async (url, body) => (await call(server.port, 'POST', url, body, token, 5000)).error === undefined;
  const projects = async (w) => {
    for (let i = 0; ; i++) {
      const code = `k${round}-${w}-${i}`;
      const body = {
        name: `Project ${code}`,
        code,
        startDate: '2030-01-01',
        endDate: '2030-02-01',
        moderatorIds: ids.moderators,
        // The member is the project's client (a client account may be a member only of its own client's projects).
        clientId: ids.member,
        memberIds: [ids.member],
      };
      if (!(await write('/api/admin/project/add', body))) return;
    }
  };
  const permissions = async () => {
    for (let i = 0; ; i++) {
      if (!(await write('/api/admin/role/assignPermissions', { id: ids.role, permissionIds: i % 2 ? ids.setA : ids.setB }))) return;
    }
  };
  const agreements = async () => {
    for (let i = 0; ; i++) {
      const added = await call(
        server.port,
        'POST',
        '/api/admin/agreement/add',
        { type: 'participant_consent', title: `Round ${round} #${i}`, content: 'Terms' },
        token,
        5000,
      );
      if (added.error || !(await write('/api/admin/agreement/publish', { id: added.body.result.id }))) return;
    }
  };
  const all = Promise.all([projects(0), projects(1), permissions(), agreements()]);
  await new Promise((r) => setTimeout(r, 300 + Math.random() * 700));
  server.child.kill('SIGKILL');
  await all;
  await server.exited;
}

/** Prepares the people, the role and the permission sets the writers use. */
async function prepare(server) {
  const token = await server.login();
  const user = async (username, type) =>
    (await call(server.port, 'POST', '/api/admin/user/add', { username, type, password: `${username} long passphrase` }, token)).body.result
      .user.userId;
  const role = (await call(server.port, 'POST', '/api/admin/role/add', { code: 'killed', name: 'Killed' }, token)).body.result.id;
  const permissions = (await call(server.port, 'POST', '/api/admin/role/detail', { id: 1 }, token)).body.result.permissionIds;
  return {
    moderators: [await user('mod.a', 'moderator'), await user('mod.b', 'moderator')],
    member: await user('client.a', 'client'),
    role,
    setA: permissions.slice(0, 7),
    setB: permissions.slice(5, 20),
  };
}

/** Checks the invariants in rows read straight from the database. */
function checkWhole(rows, ids, label) {
  for (const p of rows.projects)
    assert.equal(`${p.moderators}|${p.members}`, '2|1', `${label}: project ${p.code} has all its moderators and members`);
  const set = rows.rolePermissions
    .map(Number)
    .sort((a, b) => a - b)
    .join(',');
  assert.ok(
    [ids.setA, ids.setB].map((s) => [...s].sort((a, b) => a - b).join(',')).includes(set) || set === '',
    `${label}: the role holds one whole permission set, not a mix: ${set}`,
  );
  assert.ok(rows.published <= 1, `${label}: at most one published agreement of the type (${rows.published})`);
  if (rows.everPublished) assert.equal(rows.published, 1, `${label}: once published, the type always has its published version`);
  console.log(
    `${label}: ${rows.projects.length} projects, role set of ${rows.rolePermissions.length}, ${rows.agreements} agreement versions, all whole`,
  );
}

async function rounds(label, env, read) {
  let server = await startServer(env);
  const ids = await prepare(server);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const token = await server.login();
      await writeUntilKilled(server, token, ids, round);
      checkWhole(await read(), ids, `${label} round ${round}`);
      server = await startServer(env);
    }
  } finally {
    await server.stop();
  }
}

test('SIGKILL during multi-step writes on SQLite', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-sigkill-'));
  const file = path.join(dir, 'console.db');
  try {
    await rounds('sqlite', { DATABASE_URL: `file:${file}` }, async () => {
      const db = new Database(file);
      try {
        const projects = db
          .prepare(
            "select p.code, (select count(*) from project_moderators m where m.project_id = p.id) as moderators, (select count(*) from project_members m where m.project_id = p.id) as members from projects p where p.code like 'k%'",
          )
          .all();
        const rolePermissions = db
          .prepare("select permission_id from role_permissions where role_id = (select id from roles where code = 'killed')")
          .all()
          .map((r) => r.permission_id);
        const agreements = db.prepare("select status from agreements where type = 'participant_consent'").all();
        return {
          projects,
          rolePermissions,
          agreements: agreements.length,
          published: agreements.filter((a) => a.status === 'published').length,
          everPublished: agreements.some((a) => a.status !== 'draft'),
        };
      } finally {
        db.close();
      }
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('SIGKILL during multi-step writes on PostgreSQL', async () => {
  const cluster = await startPostgresCluster();
  try {
    await rounds('postgres', { DATABASE_URL: cluster.url }, async () => {
      const lines = (q) => cluster.psql(q).split('\n').filter(Boolean);
      const projects = lines(
        "select p.code, (select count(*) from project_moderators m where m.project_id = p.id), (select count(*) from project_members m where m.project_id = p.id) from projects p where p.code like 'k%'",
      ).map((l) => {
        const [code, moderators, members] = l.split('|');
        return { code, moderators, members };
      });
      const rolePermissions = lines(
        "select permission_id from role_permissions where role_id = (select id from roles where code = 'killed')",
      );
      const statuses = lines("select status from agreements where type = 'participant_consent'");
      return {
        projects,
        rolePermissions,
        agreements: statuses.length,
        published: statuses.filter((s) => s === 'published').length,
        everPublished: statuses.some((s) => s !== 'draft'),
      };
    });
  } finally {
    cluster.stop();
  }
});
