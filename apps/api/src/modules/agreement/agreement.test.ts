import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { auditedActions } from '../../testing/audit-entries.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { AgreementHistoryResult, AgreementListResult, AgreementRecord } from './schemas.js';

describe.each(testTargets())('agreement on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const add = (type: string, title: string, content: string) =>
    t.post<AgreementRecord>('/api/admin/agreement/add', { type, title, content }, admin);
  const publish = (id: number) => t.post<AgreementRecord>('/api/admin/agreement/publish', { id }, admin);

  it('adds numbered drafts of a dictionary type and refuses unknown types', async () => {
    const first = await add('privacy_policy', 'Privacy v1', '# Privacy\n\nWe keep little.');
    expect(first.body.result).toMatchObject({
      type: 'privacy_policy',
      version: 1,
      status: 'draft',
      createdBy: 'admin',
      content: '# Privacy\n\nWe keep little.',
    });
    const second = await add('privacy_policy', 'Privacy v2', '# Privacy\n\nWe keep less.');
    expect(second.body.result.version).toBe(2);
    const unknown = await add('cookie_policy', 'Cookies', 'x');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ result: { field: 'type' }, message: expect.stringContaining('agreement_type') });
    const empty = await t.post('/api/admin/agreement/add', { type: 'privacy_policy', title: '', content: 'x' }, admin);
    expect(empty.body).toMatchObject({ code: 400, message: 'title cannot be empty' });
  });

  it('publishes one version per type, supersedes the previous, and never changes a published version', async () => {
    const v1 = (await add('user_agreement', 'Terms', 'Line one\nLine two')).body.result;
    const v2 = (await add('user_agreement', 'Terms', 'Line one\nLine 2')).body.result;
    expect((await publish(v1.id)).body.result).toMatchObject({ status: 'published', publishedBy: 'admin' });
    const edit = await t.post('/api/admin/agreement/update', { id: v1.id, title: 'Changed', content: 'changed' }, admin);
    expect(edit.status).toBe(409);
    expect(edit.body.message).toContain('cannot be changed');
    expect((await publish(v1.id)).body.code).toBe(409);
    expect((await t.post('/api/admin/agreement/delete', { id: v1.id }, admin)).body.code).toBe(409);

    const edited = await t.post<AgreementRecord>(
      '/api/admin/agreement/update',
      { id: v2.id, title: 'Terms of use', content: 'Line one\nLine 2\nLine 3' },
      admin,
    );
    expect(edited.body.result).toMatchObject({ title: 'Terms of use', status: 'draft' });
    expect((await publish(v2.id)).body.result.status).toBe('published');

    const history = await t.post<AgreementHistoryResult>('/api/admin/agreement/history', { type: 'user_agreement' }, admin);
    expect(history.body.result.map((a) => [a.version, a.status])).toEqual([
      [2, 'published'],
      [1, 'superseded'],
    ]);
    expect(history.body.result[1]?.content).toBe('Line one\nLine two');

    const published = await t.post<AgreementListResult>(
      '/api/admin/agreement/list',
      { type: 'user_agreement', status: 'published' },
      admin,
    );
    expect(published.body.result.list.map((a) => a.version)).toEqual([2]);
    expect(published.body.result.list[0]).not.toHaveProperty('content');
    expect(await auditedActions(t.app.db, { action: 'agreement.%', target: 'user_agreement%' })).toEqual([
      'agreement.add',
      'agreement.add',
      'agreement.publish',
      'agreement.update',
      'agreement.publish',
    ]);
  });

  it('deletes drafts only and lists with pagination', async () => {
    const draft = (await add('participant_consent', 'Consent', 'I agree')).body.result;
    expect((await t.post('/api/admin/agreement/delete', { id: draft.id }, admin)).body.code).toBe(200);
    expect((await t.post('/api/admin/agreement/detail', { id: draft.id }, admin)).body.code).toBe(404);
    const page = await t.post<AgreementListResult>('/api/admin/agreement/list', { current: 1, pageSize: 2 }, admin);
    expect(page.body.result).toMatchObject({ total: 4, current: 1, pageSize: 2 });
    expect(page.body.result.list).toHaveLength(2);
  });

  it('requires the agreement operations', async () => {
    await createUser(t.app, { username: 'cli', password: 'client-pw-123', roles: ['client'] });
    const client = await t.login('cli', 'client-pw-123');
    expect((await t.post('/api/admin/agreement/list', {}, client)).body.code).toBe(403);
    expect((await t.post('/api/admin/agreement/publish', { id: 1 }, client)).body.code).toBe(403);
  });
});
