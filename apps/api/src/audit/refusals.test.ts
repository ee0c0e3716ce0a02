import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../modules/audit/schemas.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { REFUSALS_KEPT_PER_MINUTE } from './refusals.js';

describe.each(testTargets())(
  'refusals in the audit log on $name',
  (target) => {
    let t: TestApp;
    let admin: string;
    const entries = async (action: string) =>
      (await t.post<AuditListResult>('/api/admin/audit/list', { action, pageSize: 100 }, admin)).body.result.list;

    beforeAll(async () => {
      t = await startTestApp(target);
      admin = await t.login('admin', TEST_ADMIN_PASSWORD);
      await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', roles: ['moderator'] });
    });
    afterAll(() => t.close());

    it('records a 403 with the caller, the route and the reason, and still answers 403', async () => {
      const mod = await t.login('mod', 'moderator-pw-1');
      const refused = await t.post('/api/admin/role/list', {}, mod);
      expect(refused.status).toBe(403);
      const [entry] = await entries('access.denied');
      expect(entry).toMatchObject({ actorUsername: 'mod', outcome: 'denied', target: 'POST /api/admin/role/list', ip: '127.0.0.1' });
      expect(JSON.parse(entry!.detail!)).toEqual({ reason: refused.body.message });
    });

    it('records missing, unknown and logged-out tokens without storing the token', async () => {
      const before = (await entries('access.invalidToken')).length;
      await t.post('/api/admin/self/selfInfo', {});
      await t.post('/api/admin/self/selfInfo', {}, 'not-a-real-token-0123456789');
      const gone = await t.login('mod', 'moderator-pw-1');
      await t.post('/api/admin/land/logout', {}, gone);
      expect((await t.post('/api/admin/self/selfInfo', {}, gone)).status).toBe(401);
      const recorded = await entries('access.invalidToken');
      expect(recorded.length - before).toBe(3);
      expect(recorded[0]).toMatchObject({ actorUsername: null, outcome: 'denied', target: 'POST /api/admin/self/selfInfo' });
      const text = JSON.stringify(recorded);
      expect(text).not.toContain(gone);
      expect(text).not.toContain('not-a-real-token');
    });

    it('keeps a bounded number of refusals per address and minute, and says how many it dropped', async () => {
      let clock = new Date('2030-01-01T10:00:05Z');
      const own = await startTestApp(target, { now: () => clock });
      try {
        const ownAdmin = await own.login('admin', TEST_ADMIN_PASSWORD);
        for (let i = 0; i < REFUSALS_KEPT_PER_MINUTE + 10; i++) await own.post('/api/admin/self/selfInfo', {}, `bogus-${i}`);
        const list = async () =>
          (await own.post<AuditListResult>('/api/admin/audit/list', { action: 'access.invalidToken', pageSize: 100 }, ownAdmin)).body.result
            .list;
        expect(await list()).toHaveLength(REFUSALS_KEPT_PER_MINUTE);
        clock = new Date('2030-01-01T10:01:05Z');
        await own.post('/api/admin/self/selfInfo', {}, 'bogus-next-minute');
        const [latest] = await list();
        expect(JSON.parse(latest!.detail!)).toMatchObject({ droppedBefore: 10 });
      } finally {
        await own.close();
      }
    });
  },
  60_000,
);
