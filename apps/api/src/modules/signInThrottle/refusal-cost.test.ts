// A flood of tries from a locked address: each refusal must cost no password hash (the server's CPU stays
// free) yet take as long as a wrong password (no timing oracle), and the audit log must not grow with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestApp } from '../../testing/test-app.js';
import { DEFAULT_THROTTLE_RULES } from './rules.js';

const { address } = DEFAULT_THROTTLE_RULES;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe.each(testTargets())('refused sign-in tries on $name', (target) => {
  let t: TestApp;
  let peer = 0;
  const freshAddress = () => `10.2.${Math.floor(++peer / 250)}.${(peer % 250) + 1}`;
  /** One try; answers its wall time and the process's CPU time (all threads, argon2's included), in ms. */
  const timedTry = async (username: string, remoteAddress: string) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/land/login',
      payload: { username, password: 'guess' },
      remoteAddress,
    });
    const used = process.cpuUsage(cpu);
    expect(answer.json()).toMatchObject({ code: 400, message: 'Invalid username or password' });
    return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
  };
  const auditRows = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('costs no hash but takes as long as a wrong password, and a flood of 300 writes a bounded number of audit rows', async () => {
    const wrong = [];
    for (let i = 0; i < 15; i++) wrong.push(await timedTry(`nobody-${i}`, freshAddress()));
    const locked = freshAddress();
    for (let i = 0; i < address.lockAfterFailures; i++) await timedTry(`someone-${i}`, locked);
    const refused = [];
    const rowsBefore = await auditRows();
    for (let i = 0; i < 15; i++) refused.push(await timedTry(`someone-${i}`, locked));
    await Promise.all(Array.from({ length: 285 }, (_, i) => timedTry(`flood-${i}`, locked)));
    const rowsWritten = (await auditRows()) - rowsBefore;

    // A wrong password costs an argon2 hash; a refusal only reads a counter. Half leaves room for coverage
    // instrumentation, which makes the refusal's own JavaScript dearer (a refusal that hashed costs as much as a wrong password).
    expect(median(refused.map((r) => r.cpu))).toBeLessThan(median(wrong.map((r) => r.cpu)) / 2);
    const wallRatio = median(refused.map((r) => r.wall)) / median(wrong.map((r) => r.wall));
    expect(wallRatio).toBeGreaterThan(0.5);
    expect(wallRatio).toBeLessThan(2);
    // One row for the lock, at most one a minute for the refusals.
    expect(rowsWritten).toBeLessThanOrEqual(3);
  });
});
