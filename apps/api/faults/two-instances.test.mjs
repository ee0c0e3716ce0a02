// Two servers on one PostgreSQL database behind a round-robin proxy, as a load balancer would run them:
// a sign-in, a logout, a disabled account, throttling and list answers hold across both.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { call, freePort, startPostgresCluster, startServer } from './harness.mjs';

let cluster;
let a;
let b;
let proxy;
let proxyPort;
const env = () => ({ DATABASE_URL: cluster.url, SIGNIN_ACCOUNT_LOCK_AFTER: '6' });

before(async () => {
  cluster = await startPostgresCluster();
  a = await startServer(env());
  b = await startServer(env());
  let next = 0;
  proxyPort = await freePort();
  proxy = http.createServer((request, response) => {
    const target = [a, b][next++ % 2];
    const upstream = http.request(
      { host: '127.0.0.1', port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
});
after(async () => {
  proxy?.close();
  await a?.stop();
  await b?.stop();
  cluster?.stop();
});

const selfInfo = (server, token) => call(server.port, 'POST', '/api/admin/self/selfInfo', undefined, token);

test('a sign-in through the proxy is valid on both; a logout on one is refused on the other at once', async () => {
  const signedIn = await call(proxyPort, 'POST', '/api/admin/land/login', { username: 'admin', password: 'faults-admin-long-passphrase' });
  const token = signedIn.body.result.token;
  assert.equal((await selfInfo(a, token)).status, 200);
  assert.equal((await selfInfo(b, token)).status, 200);
  assert.equal((await call(a.port, 'POST', '/api/admin/land/logout', undefined, token)).status, 200);
  assert.equal((await selfInfo(b, token)).body.code, 50008);
});

test("disabling an account on one refuses that account's token on the other at once", async () => {
  const admin = await a.login();
  const added = await call(
    a.port,
    'POST',
    '/api/admin/user/add',
    { username: 'mod.both', type: 'moderator', password: 'mod both long passphrase' },
    admin,
  );
  const moderator = await b.login('mod.both', 'mod both long passphrase');
  assert.equal((await selfInfo(a, moderator)).status, 200);
  assert.equal(
    (await call(b.port, 'POST', '/api/admin/user/status', { userId: added.body.result.user.userId, status: 'disabled' }, admin)).status,
    200,
  );
  assert.equal((await selfInfo(a, moderator)).body.code, 50012);
});

test('wrong passwords on either server count against one account from one address, so the lock holds on both', async () => {
  const admin = await a.login();
  await call(
    a.port,
    'POST',
    '/api/admin/user/add',
    { username: 'mod.guessed', type: 'moderator', password: 'guessed long passphrase' },
    admin,
  );
  for (let i = 0; i < 6; i++) await call(proxyPort, 'POST', '/api/admin/land/login', { username: 'mod.guessed', password: `wrong ${i}` });
  for (const server of [a, b]) {
    const answer = await call(server.port, 'POST', '/api/admin/land/login', {
      username: 'mod.guessed',
      password: 'guessed long passphrase',
    });
    assert.deepEqual(answer, { status: 400, body: { code: 400, message: 'Invalid username or password', result: null } });
  }
});

test('a list read on one server shows a write made on the other at once', async () => {
  const admin = await a.login();
  for (let i = 0; i < 20; i++) {
    const [writer, reader] = i % 2 ? [a, b] : [b, a];
    const code = `both-${i}`;
    const added = await call(
      writer.port,
      'POST',
      '/api/admin/project/add',
      { name: `Both ${i}`, code, startDate: '2030-01-01', endDate: '2030-01-02' },
      admin,
    );
    assert.equal(added.status, 200);
    const listed = await call(reader.port, 'POST', '/api/admin/project/list', { pageSize: 100 }, admin);
    assert.equal(listed.body.result.total, i + 1, `after write ${i} the other server's list counts it`);
    assert.ok(listed.body.result.list.some((p) => p.code === code));
  }
});
