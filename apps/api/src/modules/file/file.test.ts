import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../http/envelope.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { multipartBody, PNG_BYTES } from './multipart-body.test-helper.js';
import type { FileListResult, FileRecord } from './schemas.js';

describe.each(testTargets())('file on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    process.env.FILE_MAX_BYTES = String(64 * 1024);
    t = await startTestApp(target);
    delete process.env.FILE_MAX_BYTES;
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const upload = async (filename: string, data: Buffer, contentType?: string) => {
    const { payload, headers } = multipartBody(filename, data, contentType);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/file/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    return { status: response.statusCode, body: response.json<Envelope<FileRecord>>() };
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });

  it('stores an upload with its detected type, sha256 and cleaned name, and downloads the same bytes', async () => {
    const text = Buffer.from('name,city\nZoë,Zürich\n');
    const { status, body } = await upload('../../etc/报告\u0007 <q1>|.csv', text, 'image/png');
    expect({ status, message: body.message }).toEqual({ status: 200, message: 'ok' });
    expect(body.result).toMatchObject({
      name: '报告 _q1__.csv',
      mime: 'text/csv',
      size: text.length,
      uploaderName: 'admin',
      usageCount: 0,
    });
    expect(body.result.sha256).toBe(createHash('sha256').update(text).digest('hex'));

    const download = await get(`/api/admin/file/download/${body.result.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="__ _q1__.csv"; filename*=UTF-8''${encodeURIComponent('报告 _q1__.csv')}`,
    );
    expect(download.rawPayload.equals(text)).toBe(true);
    const viaPost = await t.app.inject({
      method: 'POST',
      url: `/api/admin/file/download/${body.result.id}`,
      payload: {},
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(viaPost.rawPayload.equals(text)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/file/download/${body.result.id}` })).json().code).toBe(50008);
  });

  it('finds a file by any part of its name, case-insensitive, through the keyword index or the walk, and forgets a deleted one', async () => {
    const first = await upload('Quarterly-Report 2026.csv', Buffer.from('a,b\n1,2\n'));
    const other = await upload('minutes.csv', Buffer.from('a,b\n3,4\n'));
    expect([first.status, other.status]).toEqual([200, 200]);
    const names = async (keyword: string) =>
      (await t.post<FileListResult>('/api/admin/file/list', { keyword }, admin)).body.result.list.map((f) => f.name);
    expect(await names('ARTERLY')).toEqual(['Quarterly-Report 2026.csv']);
    expect(await names('ly-re')).toEqual(['Quarterly-Report 2026.csv']);
    expect(await names('t 20')).toEqual(['Quarterly-Report 2026.csv']);
    expect(await names('Qu')).toEqual(['Quarterly-Report 2026.csv']);
    expect(await names('minute')).toEqual(['minutes.csv']);
    expect((await t.post('/api/admin/file/delete', { id: first.body.result.id }, admin)).body.code).toBe(200);
    expect(await names('arterly')).toEqual([]);
    expect((await t.post('/api/admin/file/delete', { id: other.body.result.id }, admin)).body.code).toBe(200);
  });

  it('previews images only, with their real type, nosniff and a closed CSP', async () => {
    const png = await upload('pixel.PNG', PNG_BYTES);
    expect(png.body.result.mime).toBe('image/png');
    const preview = await get(`/api/admin/file/preview/${png.body.result.id}`);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    const listed = await t.post<FileListResult>('/api/admin/file/list', { keyword: 'report' }, admin);
    const csv = (await t.post<FileListResult>('/api/admin/file/list', { mime: 'text/csv' }, admin)).body.result.list[0]!;
    expect(listed.body.result.total).toBe(0);
    const refused = await get(`/api/admin/file/preview/${csv.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Only images');
    expect((await get('/api/admin/file/download/abc')).json()).toMatchObject({ code: 400, result: { field: 'id' } });
    expect((await get('/api/admin/file/download/99999')).json().code).toBe(404);
  });

  it('refuses disguised, contradicting, unknown and binary-as-text files with a clear 400', async () => {
    const html = await upload('cat.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html).toMatchObject({ status: 400, body: { message: expect.stringContaining('not a PNG image') } });
    const jpegNamedPng = await upload('photo.png', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(jpegNamedPng.body.message).toBe('"photo.png" is named .png but its content is a JPEG image');
    const exe = await upload('setup.exe', Buffer.from('MZ\u0090'));
    expect(exe.body.message).toContain('.exe are not allowed');
    const nul = await upload('notes.txt', Buffer.from([0x68, 0x00, 0x69]));
    expect(nul.body.message).toContain('not UTF-8 text');
    const zip = await upload('sheet.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('random.txt')]));
    expect(zip.body.message).toContain('zip archive');
    const docx = await upload(
      'letter.docx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml word/document.xml')]),
    );
    expect(docx.body.result.mime).toContain('wordprocessingml');
    expect((await upload('empty.txt', Buffer.alloc(0))).body.message).toBe('The file is empty');
    const noFile = await t.post('/api/admin/file/upload', {}, admin);
    expect(noFile.body).toMatchObject({ code: 400, result: { field: 'file' } });
  });

  it('answers 413 with the limit over FILE_MAX_BYTES', async () => {
    const big = await upload('big.txt', Buffer.alloc(64 * 1024 + 1, 'a'));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 413, message: 'File is too large: the limit is 64 KiB' });
    expect((await upload('fits.txt', Buffer.alloc(64 * 1024, 'a'))).status).toBe(200);
  });

  it('refuses to delete a file in use (409), deletes it once unused, and audits', async () => {
    const { body } = await upload('used.md', Buffer.from('# Used'));
    const id = body.result.id;
    await t.app.db
      .insertInto('file_usages')
      .values({ file_id: id, owner_kind: 'picture_it', owner_id: '12', created_at: new Date().toISOString() })
      .execute();
    const refused = await t.post('/api/admin/file/delete', { id }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('"used.md" is in use (picture_it 12) and cannot be deleted; remove it there first');
    await t.app.db.deleteFrom('file_usages').where('file_id', '=', id).execute();
    expect((await t.post('/api/admin/file/delete', { id }, admin)).body.code).toBe(200);
    expect((await get(`/api/admin/file/download/${id}`)).json().code).toBe(404);
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('target', '=', `file:${id}`).execute();
    expect(audit.map((a) => a.action)).toEqual(['file.upload', 'file.delete']);
  });
});
