// A user's list settings live on the server (issue 37): saved from one browser, read from another; each user reads
// and resets only their own; bad settings answer 400 naming the field and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, testTargets, type TestApp } from '../../testing/test-app.js';
import type { ListPreferencesGetResult, ListPreferencesValue } from './schemas.js';

const GET = '/api/admin/self/listPreferences/get';
const SAVE = '/api/admin/self/listPreferences/save';
const RESET = '/api/admin/self/listPreferences/reset';

describe.each(testTargets())('list preferences on $name', (target) => {
  let t: TestApp;
  let ann: string;
  let annElsewhere: string;
  let bob: string;
  const password = 'list-prefs-pw-1';

  beforeAll(async () => {
    t = await startTestApp(target);
    await createUser(t.app, { username: 'ann', password, roles: ['moderator'], type: 'moderator' });
    await createUser(t.app, { username: 'bob', password, roles: ['moderator'], type: 'moderator' });
    ann = await t.login('ann', password);
    annElsewhere = await t.login('ann', password);
    bob = await t.login('bob', password);
  });
  afterAll(() => t.close());

  const read = async (token: string, list = 'project') => (await t.post<ListPreferencesGetResult>(GET, { list }, token)).body;
  const settings: ListPreferencesValue = { hidden: ['createdAt'], order: ['name', 'status'], density: 'small', pageSize: 50 };

  it('answers null before any save, then what was saved, from another sign-in of the same user', async () => {
    expect((await read(ann, 'question')).result).toBeNull();
    expect((await t.post(SAVE, { list: 'project', preferences: settings }, ann)).body.code).toBe(200);
    expect((await read(annElsewhere)).result).toEqual(settings);
    expect((await read(ann, 'question')).result).toBeNull();
  });

  it('replaces the settings on the next save', async () => {
    await t.post(SAVE, { list: 'project', preferences: settings }, ann);
    await t.post(SAVE, { list: 'project', preferences: { hidden: ['city'] } }, ann);
    expect((await read(ann)).result).toEqual({ hidden: ['city'] });
  });

  it("lets a user read and reset only their own: bob sees none of ann's, and bob's reset leaves ann's", async () => {
    await t.post(SAVE, { list: 'project', preferences: settings }, ann);
    expect((await read(bob)).result).toBeNull();
    await t.post(SAVE, { list: 'project', preferences: { density: 'middle' } }, bob);
    expect((await read(bob)).result).toEqual({ density: 'middle' });
    expect((await t.post(RESET, { list: 'project' }, bob)).body.code).toBe(200);
    expect((await read(bob)).result).toBeNull();
    expect((await read(ann)).result).toEqual(settings);
  });

  it.each([
    [{ list: 'project', preferences: { pageSize: 1000 } }, 'preferences.pageSize'],
    [{ list: 'project', preferences: { density: 'huge' } }, 'preferences.density'],
    [{ list: 'project', preferences: { colour: 'red' } }, 'preferences.colour'],
    [{ list: 'project', preferences: { hidden: Array.from({ length: 61 }, (_, i) => `c${i}`) } }, 'preferences.hidden'],
    [{ list: 'project', preferences: { order: ['x'.repeat(65)] } }, 'preferences.order.0'],
    [{ list: '', preferences: {} }, 'list'],
    [{ list: 'project', preferences: {}, userId: 2 }, 'userId'],
  ])('refuses %j with 400 naming %s, and keeps what was stored', async (body, field) => {
    await t.post(SAVE, { list: 'project', preferences: settings }, ann);
    const answer = await t.post(SAVE, body, ann);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
    expect((await read(ann)).result).toEqual(settings);
  });

  it('refuses a caller without a sign-in', async () => {
    expect((await t.post(GET, { list: 'project' })).body.code).toBe(50008);
    expect((await t.post(SAVE, { list: 'project', preferences: {} })).body.code).toBe(50008);
  });
});
