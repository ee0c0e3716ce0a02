import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { insertFile } from '../question/test-fixtures.js';
import { purgeExpired } from '../../resources/undo.js';
import { pictureItResource } from './resource.js';
import type { PictureItListResult, PictureItSetDetail } from './schemas.js';

describe.each(testTargets())('Picture It on $name', (target) => {
  let t: TestApp;
  let token: string;
  let files: number[];
  const usages = (setId: number) =>
    t.app.db
      .selectFrom('file_usages')
      .select('file_id')
      .where('owner_kind', '=', 'pictureIt')
      .where('owner_id', '=', String(setId))
      .orderBy('file_id')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(target);
    token = await t.login('admin', TEST_ADMIN_PASSWORD);
    files = [await insertFile(t.app, 'calm.png'), await insertFile(t.app, 'storm.png'), await insertFile(t.app, 'sun.png')];
  });
  afterAll(() => t.close());

  it('creates a set with ordered images and records their file usages', async () => {
    const { body } = await t.post<PictureItSetDetail>(
      '/api/admin/pictureIt/add',
      {
        name: ' Weather ',
        instructions: 'Pick the picture that feels like today',
        images: [
          { fileId: files[0], caption: 'Calm' },
          { fileId: files[1], caption: 'Storm' },
        ],
      },
      token,
    );
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({ name: 'Weather', imageCount: 2, coverFileId: files[0] });
    expect(body.result.images.map((i) => [i.caption, i.position, i.fileName])).toEqual([
      ['Calm', 0, 'calm.png'],
      ['Storm', 1, 'storm.png'],
    ]);
    expect((await usages(body.result.id)).map((u) => u.file_id)).toEqual([files[0], files[1]]);
    const audit = await t.app.db.selectFrom('audit_log').select('target').where('action', '=', 'pictureIt.add').execute();
    expect(audit).toEqual([{ target: `pictureIt:${body.result.id}` }]);
  });

  it('replaces images on update, syncing usages, and reorders', async () => {
    const { body: created } = await t.post<PictureItSetDetail>(
      '/api/admin/pictureIt/add',
      { name: 'Moods', images: [{ fileId: files[0] }, { fileId: files[1] }] },
      token,
    );
    const id = created.result.id;
    const { body: updated } = await t.post<PictureItSetDetail>(
      '/api/admin/pictureIt/update',
      {
        id,
        name: 'Moods 2',
        images: [
          { fileId: files[2], caption: 'Sun' },
          { fileId: files[1], caption: 'Storm' },
        ],
      },
      token,
    );
    expect(updated.result.images.map((i) => i.fileId)).toEqual([files[2], files[1]]);
    expect((await usages(id)).map((u) => u.file_id)).toEqual([files[1], files[2]]);

    const ids = updated.result.images.map((i) => i.id).reverse();
    const { body: reordered } = await t.post<PictureItSetDetail>('/api/admin/pictureIt/reorder', { id, imageIds: ids }, token);
    expect(reordered.result.images.map((i) => i.caption)).toEqual(['Storm', 'Sun']);
    const bad = await t.post('/api/admin/pictureIt/reorder', { id, imageIds: [ids[0]] }, token);
    expect(bad.body).toMatchObject({ code: 400, result: { field: 'imageIds' } });
  });

  it('refuses unknown or non-image files with a 400 naming the image, changing nothing', async () => {
    const before = await t.app.db
      .selectFrom('picture_it_sets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const pdf = await insertFile(t.app, 'doc.pdf', 'application/pdf');
    const missing = await t.post('/api/admin/pictureIt/add', { name: 'Bad', images: [{ fileId: files[0] }, { fileId: 999999 }] }, token);
    expect(missing.body).toMatchObject({ code: 400, result: { field: 'images.1.fileId' } });
    const notImage = await t.post('/api/admin/pictureIt/add', { name: 'Bad', images: [{ fileId: pdf }] }, token);
    expect(notImage.body).toMatchObject({ code: 400, result: { field: 'images.0.fileId' } });
    const empty = await t.post('/api/admin/pictureIt/add', { name: '  ' }, token);
    expect(empty.body).toMatchObject({ code: 400, result: { field: 'name' } });
    const after = await t.app.db
      .selectFrom('picture_it_sets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lists by keyword and status with pagination', async () => {
    await t.post('/api/admin/pictureIt/add', { name: 'Hidden 100%', status: 'disabled' }, token);
    const { body } = await t.post<PictureItListResult>('/api/admin/pictureIt/list', { keyword: 'moods', pageSize: 1 }, token);
    expect(body.result).toMatchObject({ total: 1, current: 1, pageSize: 1 });
    expect(body.result.list[0]?.name).toBe('Moods 2');
    const wild = await t.post<PictureItListResult>('/api/admin/pictureIt/list', { keyword: '100%' }, token);
    expect(wild.body.result.list.map((s) => s.name)).toEqual(['Hidden 100%']);
    const disabled = await t.post<PictureItListResult>('/api/admin/pictureIt/list', { status: 'disabled' }, token);
    expect(disabled.body.result.list.map((s) => s.name)).toEqual(['Hidden 100%']);
    const tooBig = await t.post('/api/admin/pictureIt/list', { pageSize: 1000 }, token);
    expect(tooBig.body).toMatchObject({ code: 400, result: { field: 'pageSize' } });
  });

  it('refuses deleting a set a question uses (409), then deletes it, its usages going once it can no longer be undone', async () => {
    const { body: set } = await t.post<PictureItSetDetail>(
      '/api/admin/pictureIt/add',
      { name: 'Used', images: [{ fileId: files[0] }] },
      token,
    );
    const { body: question } = await t.post<{ id: number }>(
      '/api/admin/question/add',
      { text: 'How do you feel?', type: 'picture_it', pictureItSetId: set.result.id },
      token,
    );
    const refused = await t.post('/api/admin/pictureIt/delete', { id: set.result.id }, token);
    expect(refused.status).toBe(409);
    const detail = await t.post<PictureItSetDetail>('/api/admin/pictureIt/detail', { id: set.result.id }, token);
    expect(detail.body.result.questions).toEqual([{ id: question.result.id, text: 'How do you feel?' }]);

    await t.post('/api/admin/question/delete', { id: question.result.id }, token);
    const deleted = await t.post('/api/admin/pictureIt/delete', { id: set.result.id }, token);
    expect(deleted.body.code).toBe(200);
    const gone = await t.post('/api/admin/pictureIt/detail', { id: set.result.id }, token);
    expect(gone.body.code).toBe(404);
    // Undoable meanwhile (resource.test.ts); once purged, its usages and the deleted question go too.
    await purgeExpired(t.app.db, pictureItResource, new Date(Date.now() + 3_600_000), 10_000);
    expect(await usages(set.result.id)).toEqual([]);
    expect(await t.app.db.selectFrom('questions').select('id').where('id', '=', question.result.id).execute()).toEqual([]);
  });
});
