// PostgreSQL restarted, and its connections killed, while reads and multi-step writes flow: the server stays
// up, answers 503 (never hangs) during the outage, recovers by itself, and loses or doubles no write.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { call, startPostgresCluster, startServer } from './harness.mjs';

let cluster;
let server;
before(async () => {
  cluster = await startPostgresCluster();
  server = await startServer({ DATABASE_URL: cluster.url });
});
after(async () => {
  await server?.stop();
  cluster?.stop();
});

async function staff(token, username, type) {
  const answer = await call(server.port, 'POST', '/api/admin/user/add', { username, type, password: `${username} long passphrase` }, token);
  assert.equal(answer.status, 200, JSON.stringify(answer));
  return answer.body.result.user.userId;
}

/** Runs readers and writers of projects (each with two moderators and a member, one transaction) until `stop()`. */
function load(token, people, label) {
  const outcomes = [];
  let running = true;
  const timed = async (kind, code, work) => {
    const started = Date.now();
    const answer = await work();
    outcomes.push({ kind, code, ms: Date.now() - started, at: Date.now(), ...answer });
  };
  const writer = async (w) => {
    for (let i = 0; running; i++) {
      const code = `${label}-${w}-${i}`;
      await timed('write', code, () =>
        call(
          server.port,
          'POST',
          '/api/admin/project/add',
          {
            name: `Project ${code}`,
            code,
            startDate: '2030-01-01',
            endDate: '2030-02-01',
            moderatorIds: people.moderators,
            // The member is the project's client (a client account may be a member only of its own client's projects).
            clientId: people.member,
            memberIds: [people.member],
          },
          token,
        ),
      );
    }
  };
  const reader = async () => {
    while (running) await timed('read', null, () => call(server.port, 'POST', '/api/admin/project/list', { pageSize: 20 }, token));
  };
  const all = [...[0, 1, 2, 3].map(writer), reader(), reader()];
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(all);
    },
  };
}

function checkOutcomes(outcomes, label, outageEndedAt) {
  const bad = outcomes.filter(
    (o) =>
      !(
        o.status === 200 ||
        (o.status === 503 && o.body?.code === 503 && o.body.message === 'The database is unavailable; try again shortly.')
      ),
  );
  const errors = [
    ...new Set(
      server.output
        .split('\n')
        .filter((l) => l.includes('unhandled error'))
        .map((l) => JSON.parse(l).err?.message),
    ),
  ];
  assert.deepEqual(
    bad.slice(0, 3),
    [],
    `${label}: every answer is 200 or the 503 envelope (no 500, no reset, no hang); server errors: ${errors.join(' | ')}`,
  );
  const slowest = Math.max(...outcomes.map((o) => o.ms));
  assert.ok(slowest < 10_000, `${label}: the slowest request took ${slowest} ms`);
  const recovered = outcomes.filter((o) => o.status === 200 && o.at > outageEndedAt).sort((a, b) => a.at - b.at)[0];
  assert.ok(recovered, `${label}: requests succeed again after the outage`);
  const unavailable = outcomes.filter((o) => o.status === 503).length;
  console.log(
    `${label}: ${outcomes.length} requests, ${unavailable} answered 503, slowest ${slowest} ms, first success ${recovered.at - outageEndedAt} ms after the database was back`,
  );
}

function checkWrites(outcomes, label) {
  const rows = cluster.psql(
    `select p.code, (select count(*) from project_moderators m where m.project_id = p.id), (select count(*) from project_members m where m.project_id = p.id) from projects p where p.code like '${label}-%'`,
  );
  const stored = new Map();
  for (const line of rows.split('\n').filter(Boolean)) {
    const [code, moderators, members] = line.split('|');
    assert.ok(!stored.has(code), `project ${code} is stored once`);
    stored.set(code, `${moderators}|${members}`);
  }
  for (const value of stored.values()) assert.equal(value, '2|1', 'each stored project has all its moderators and members');
  const writes = outcomes.filter((o) => o.kind === 'write');
  for (const o of writes.filter((w) => w.status === 200)) assert.ok(stored.has(o.code), `project ${o.code} answered 200 is stored`);
  const unanswered = writes.filter((w) => w.status !== 200);
  console.log(
    `${label}: ${writes.length} writes, ${stored.size} stored, ${unanswered.filter((w) => stored.has(w.code)).length} of ${unanswered.length} refused writes had committed before the connection broke; 0 lost, 0 doubled`,
  );
}

test('a real PostgreSQL restart under load', async () => {
  const token = await server.login();
  const people = {
    moderators: [await staff(token, 'mod.one', 'moderator'), await staff(token, 'mod.two', 'moderator')],
    member: await staff(token, 'client.one', 'client'),
  };
  const running = load(token, people, 'restart');
  await new Promise((r) => setTimeout(r, 1500));
  const restartedAt = Date.now();
  await cluster.restart();
  const backAt = Date.now();
  console.log(`restart: the database was down for about ${backAt - restartedAt} ms`);
  await new Promise((r) => setTimeout(r, 3000));
  await running.stop();
  assert.ok(server.alive, `the server is still running:\n${server.output}`);
  checkOutcomes(running.outcomes, 'restart', backAt);
  checkWrites(running.outcomes, 'restart');
});

test("the server's connections killed with pg_terminate_backend under load", async () => {
  const token = await server.login();
  const people = {
    moderators: [await staff(token, 'mod.three', 'moderator'), await staff(token, 'mod.four', 'moderator')],
    member: await staff(token, 'client.two', 'client'),
  };
  const running = load(token, people, 'terminate');
  await new Promise((r) => setTimeout(r, 1000));
  for (let i = 0; i < 3; i++) {
    await cluster.terminateConnections();
    await new Promise((r) => setTimeout(r, 300));
  }
  const backAt = Date.now();
  await new Promise((r) => setTimeout(r, 2000));
  await running.stop();
  assert.ok(server.alive, `the server is still running:\n${server.output}`);
  checkOutcomes(running.outcomes, 'terminate', backAt);
  checkWrites(running.outcomes, 'terminate');
});
