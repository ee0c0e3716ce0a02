import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { PictureItSetDetail } from '../pictureIt/schemas.js';
import type { PictureItOption, QuestionListResult, QuestionRecord, QuestionUsage } from './schemas.js';
import { insertFile, insertSession } from './test-fixtures.js';

describe.each(testTargets())('question bank on $name', (target) => {
  let t: TestApp;
  let token: string;
  let setId: number;
  const add = (body: object) => t.post<QuestionRecord>('/api/admin/question/add', body, token);

  beforeAll(async () => {
    t = await startTestApp(target);
    token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const fileId = await insertFile(t.app, 'calm.png');
    setId = (await t.post<PictureItSetDetail>('/api/admin/pictureIt/add', { name: 'Weather', images: [{ fileId }] }, token)).body.result.id;
  });
  afterAll(() => t.close());

  it('creates each type, keeping only the part its type uses', async () => {
    const single = await add({
      text: 'Which brand?',
      type: 'single_choice',
      tags: ['brand', ' brand ', 'awareness'],
      options: [
        { label: 'A', value: 'a' },
        { label: 'B', value: 'b' },
      ],
      rating: { scale: 5, lowLabel: 'x', highLabel: 'y' },
    });
    expect(single.body.result).toMatchObject({
      type: 'single_choice',
      rating: null,
      tags: ['awareness', 'brand'],
      usedCount: 0,
      status: 'enabled',
    });
    expect(single.body.result.options).toEqual([
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ]);
    const rating = await add({
      text: 'How likely?',
      type: 'rating',
      rating: { scale: 7, lowLabel: 'Not at all', highLabel: 'Very' },
      tags: ['nps'],
    });
    expect(rating.body.result).toMatchObject({ options: [], rating: { scale: 7, lowLabel: 'Not at all', highLabel: 'Very' } });
    const picture = await add({ text: 'Pick the picture of your week', type: 'picture_it', pictureItSetId: setId, tags: ['brand'] });
    expect(picture.body.result).toMatchObject({ pictureItSetId: setId, pictureItSetName: 'Weather' });
    const open = await add({ text: 'Anything else?', type: 'open_text', pictureItSetId: setId });
    expect(open.body.result).toMatchObject({ pictureItSetId: null, options: [], rating: null, tags: [] });
  });

  it('answers 400 naming the field for type rules, and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ text: 'Q', type: 'single_choice', options: [{ label: 'Only', value: 'o' }] }, 'options'],
      [
        {
          text: 'Q',
          type: 'multiple_choice',
          options: [
            { label: 'A', value: 'a' },
            { label: 'B', value: 'a' },
          ],
        },
        'options',
      ],
      [
        {
          text: 'Q',
          type: 'multiple_choice',
          options: [
            { label: 'A', value: 'a' },
            { label: ' ', value: 'b' },
          ],
        },
        'options.1.label',
      ],
      [{ text: 'Q', type: 'rating' }, 'rating'],
      [{ text: 'Q', type: 'rating', rating: { scale: 1, lowLabel: 'a', highLabel: 'b' } }, 'rating.scale'],
      [{ text: 'Q', type: 'picture_it' }, 'pictureItSetId'],
      [{ text: 'Q', type: 'picture_it', pictureItSetId: 99999 }, 'pictureItSetId'],
      [{ text: '   ', type: 'open_text' }, 'text'],
      [{ text: 'Q', type: 'essay' }, 'type'],
      [{ text: 'Q', type: 'open_text', tags: ['x'.repeat(33)] }, 'tags.0'],
    ];
    for (const [body, field] of cases) {
      const answer = await add(body);
      expect({ field, status: answer.status, result: answer.body.result }).toEqual({ field, status: 400, result: { field } });
    }
    const { body } = await t.post<QuestionListResult>('/api/admin/question/list', {}, token);
    expect(body.result.total).toBe(4);
  });

  it('filters by keyword, type, tag and status, and pages', async () => {
    const list = async (filters: object) => (await t.post<QuestionListResult>('/api/admin/question/list', filters, token)).body.result;
    expect((await list({ keyword: 'WHICH' })).list.map((q) => q.text)).toEqual(['Which brand?']);
    expect((await list({ type: 'rating' })).list.map((q) => q.text)).toEqual(['How likely?']);
    expect((await list({ tag: 'brand' })).list.map((q) => q.text)).toEqual(['Pick the picture of your week', 'Which brand?']);
    expect((await list({ tag: 'brand', type: 'picture_it' })).total).toBe(1);
    const page = await list({ pageSize: 3, current: 2 });
    expect(page).toMatchObject({ total: 4, current: 2, pageSize: 3 });
    expect(page.list).toHaveLength(1);
    const tags = await t.post<string[]>('/api/admin/question/tags', {}, token);
    expect(tags.body.result).toEqual(['awareness', 'brand', 'nps']);
    const options = await t.post<PictureItOption[]>('/api/admin/question/pictureItOptions', { keyword: 'wea' }, token);
    expect(options.body.result).toEqual([{ id: setId, name: 'Weather', imageCount: 1 }]);
  });

  it('refuses delete and content changes (409) while a session guide uses the question, and lists where used', async () => {
    const { body: created } = await add({ text: 'Guide question', type: 'open_text', tags: ['guide'] });
    const id = created.result.id;
    const { projectId, sessionId } = await insertSession(t.app, { startAt: '2026-12-01T10:00:00.000Z', title: 'Group A' });
    await t.app.db.insertInto('session_questions').values({ session_id: sessionId, question_id: id, position: 0 }).execute();

    const used = await t.post<QuestionUsage[]>('/api/admin/question/whereUsed', { id }, token);
    expect(used.body.result).toEqual([
      expect.objectContaining({ sessionId, sessionTitle: 'Group A', projectId, position: 0, startAt: '2026-12-01T10:00:00.000Z' }),
    ]);
    const refused = await t.post('/api/admin/question/delete', { id }, token);
    expect(refused.status).toBe(409);
    const changed = await t.post('/api/admin/question/update', { id, text: 'Changed', type: 'open_text' }, token);
    expect(changed.status).toBe(409);
    const retagged = await t.post<QuestionRecord>(
      '/api/admin/question/update',
      { id, text: 'Guide question', type: 'open_text', tags: ['kept'] },
      token,
    );
    expect(retagged.body.result).toMatchObject({ tags: ['kept'], usedCount: 1 });

    await t.app.db.deleteFrom('session_questions').where('question_id', '=', id).execute();
    expect((await t.post('/api/admin/question/delete', { id }, token)).body.code).toBe(200);
    expect(await t.app.db.selectFrom('question_tags').selectAll().where('question_id', '=', id).execute()).toEqual([]);
    expect((await t.post('/api/admin/question/detail', { id }, token)).body.code).toBe(404);
  });

  it('lets a moderator use the bank and refuses a client (403)', async () => {
    await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    await createUser(t.app, { username: 'cli', password: 'client-pw-123', type: 'client', roles: ['client'] });
    const mod = await t.login('mod', 'moderator-pw-1');
    const cli = await t.login('cli', 'client-pw-123');
    expect((await t.post('/api/admin/question/list', {}, mod)).body.code).toBe(200);
    expect((await t.post('/api/admin/question/list', {}, cli)).body.code).toBe(403);
  });
});
