// A declared add that loses a race for a unique key: two adds of one code at once both pass the writer's own check
// ("is the code free?") and the second insert meets the key. The kernel's add route answers that 409 naming the
// field, on both databases, and writes nothing (no row, no audit entry). The writer here skips its check, so its
// second add of a code is exactly the race's loser, every time.
import { Type } from '../http/schema-types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineApiModule, resourceDeps } from '../modules/api-module.js';
import type { AuditListResult } from '../modules/audit/schemas.js';
import { API_MODULES } from '../modules/index.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { defineResource } from './declaration.js';
import { addRoute } from './routes.js';

const racingRecord = Type.Object({ id: Type.Integer(), code: Type.String() });

/** Dictionaries added without looking first, as the loser of a race finds the code free. */
const racingDicts = defineResource<{ id: number; code: string }, 'racingDict:add'>({
  name: 'racingDict',
  table: 'dicts',
  record: racingRecord,
  codes: ['racingDict:add'],
  access: { add: { auth: 'self' } },
  list: { body: Type.Object({}), result: Type.Object({}), filter: Type.Object({}), load: async () => ({ list: [] }) },
  detail: (db, id) => db.selectFrom('dicts').select(['id', 'code']).where('id', '=', id).executeTakeFirst(),
  add: {
    body: Type.Object({ code: Type.String({ maxLength: 50 }) }),
    summary: 'Add a dictionary without checking its code',
    write: async (trx, body: { code: string }, caller) => {
      const at = caller.at.toISOString();
      const values = { code: body.code, name: body.code, status: 'enabled' as const, remark: null, created_at: at, updated_at: at };
      const { id } = await trx.insertInto('dicts').values(values).returning('id').executeTakeFirstOrThrow();
      return { id, target: body.code };
    },
  },
});

const racingModule = defineApiModule({
  name: 'racingDicts',
  routes: (app, context) => addRoute(app, racingDicts, resourceDeps(context)),
});

describe.each(testTargets())('a declared add that loses a race for a unique key on $name', (target) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(target, { modules: [...API_MODULES, racingModule] });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('answers 409 naming the field and writes nothing', async () => {
    const first = await t.post<{ id: number; code: string }>('/api/admin/racingDict/add', { code: 'raced' }, admin);
    expect(first.status).toBe(200);
    expect(first.body.result.code).toBe('raced');

    const second = await t.post('/api/admin/racingDict/add', { code: 'raced' }, admin);
    expect({ status: second.status, message: second.body.message, result: second.body.result }).toEqual({
      status: 409,
      message: 'A record with this code already exists',
      result: { field: 'code' },
    });
    const rows = await t.app.db.selectFrom('dicts').select('id').where('code', '=', 'raced').execute();
    expect(rows).toHaveLength(1);
    const audit = await t.post<AuditListResult>('/api/admin/audit/list', { action: 'racingDict.add' }, admin);
    expect(audit.body.result.list.map((entry) => entry.target)).toEqual(['raced']);
  });
});
