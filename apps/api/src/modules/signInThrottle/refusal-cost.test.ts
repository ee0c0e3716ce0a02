// A flood of tries from a locked address: each refusal must cost no password hash (the server's CPU stays
// free) yet take as long as a wrong password (no timing oracle), and the audit log must not grow with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashesComputed } from '../../auth/password.js';
import { startTestApp, testTargets, type TestApp } from '../../testing/test-app.js';
import { DEFAULT_THROTTLE_RULES } from './rules.js';

// The password hashes the server computed since `before` (the process's own count; files of a worker run one at a time).
const hashesSince = (before: number) => passwordHashesComputed() - before;

const { address } = DEFAULT_THROTTLE_RULES;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe.each(testTargets())('refused sign-in tries on $name', (target) => {
  let t: TestApp;
  let peer = 0;
  const freshAddress = () => `10.2.${Math.floor(++peer / 250)}.${(peer % 250) + 1}`;
  /** One try; answers its wall time in ms and the password hashes the server computed for it. */
  const timedTry = async (username: string, remoteAddress: string) => {
    const hashes = passwordHashesComputed();
    const started = performance.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/land/login',
      payload: { username, password: 'guess' },
      remoteAddress,
    });
    expect(answer.json()).toMatchObject({ code: 400, message: 'Invalid username or password' });
    return { wall: performance.now() - started, hashes: hashesSince(hashes) };
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

  it(
    'costs no hash but takes as long as a wrong password, and a flood of 300 writes a bounded number of audit rows',
    { timeout: 90_000 },
    async () => {
      const wrong = [];
      for (let i = 0; i < 15; i++) wrong.push(await timedTry(`nobody-${i}`, freshAddress()));
      const locked = freshAddress();
      for (let i = 0; i < address.lockAfterFailures; i++) await timedTry(`someone-${i}`, locked);
      const refused = [];
      const rowsBefore = await auditRows();
      for (let i = 0; i < 15; i++) refused.push(await timedTry(`someone-${i}`, locked));
      const floodHashes = passwordHashesComputed();
      await Promise.all(Array.from({ length: 285 }, (_, i) => timedTry(`flood-${i}`, locked)));
      const rowsWritten = (await auditRows()) - rowsBefore;

      // A wrong password (an unknown user's included) costs one argon2 hash; a refusal only reads a counter.
      expect(wrong.map((r) => r.hashes)).toEqual(wrong.map(() => 1));
      expect(refused.map((r) => r.hashes)).toEqual(refused.map(() => 0));
      expect(hashesSince(floodHashes)).toBe(0);
      const wallRatio = median(refused.map((r) => r.wall)) / median(wrong.map((r) => r.wall));
      expect(wallRatio).toBeGreaterThan(0.5);
      expect(wallRatio).toBeLessThan(2);
      // One row for the lock, at most one a minute for the refusals.
      expect(rowsWritten).toBeLessThanOrEqual(3);
    },
  );
});
