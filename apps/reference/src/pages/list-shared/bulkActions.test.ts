// The lists' bulk delete (with Undo through restore), bulk status and export, against the wire contract of
// POST /api/admin/<name>/bulk, /restore and /export, with a stub of the console's client.
import { describe, expect, it, vi } from 'vitest';
import type { EnvelopeClient } from '@backoffice/console-core';
import { bulkApi } from './bulkApi';
import { bulkDeleteAction, bulkStatusAction } from './bulkActions';
import { listSharedMessages } from './messages';

const en: Record<string, string> = listSharedMessages['en-US'];
const t = (key: string, values: Record<string, unknown> = {}) =>
  (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

function stubClient(answers: Record<string, unknown>) {
  const post = vi.fn(async (url: string) => answers[url]);
  const download = vi.fn(async () => ({ blob: new Blob(['id\n']), filename: 'questions.xlsx' }));
  return { client: { post, download } as unknown as EnvelopeClient, post, download };
}
const query = { current: 2, pageSize: 20, keyword: 'tea', status: 'enabled' as const, type: undefined };

describe('bulk actions on the wire', () => {
  it('deletes the selected ids, says what was done and refused, and Undo restores the deleted ones', async () => {
    const { client, post } = stubClient({
      '/api/admin/question/bulk': { done: [1, 2], refused: [{ id: 3, code: 409, message: 'is used in a session guide' }], undoUntil: 'x' },
      '/api/admin/question/restore': { restored: [1, 2] },
    });
    const action = bulkDeleteAction(bulkApi(client, 'question', 'question'), {
      label: 'Delete',
      operation: 'question:delete',
      confirm: '?',
      t,
    });
    const result = await action.run({ ids: [1, 2, 3], allMatching: false, query });
    expect(post).toHaveBeenCalledWith('/api/admin/question/bulk', { action: 'delete', ids: [1, 2, 3] }, { invalidates: 'question' });
    expect(result?.message).toBe('Delete: 2 done. 1 refused: #3 is used in a session guide');
    await result?.undo?.();
    expect(post).toHaveBeenLastCalledWith('/api/admin/question/restore', { ids: [1, 2] }, { invalidates: 'question' });
  });

  it('changes the status of every row matching the filters, without the page', async () => {
    const { client, post } = stubClient({ '/api/admin/project/bulk': { done: [4, 5, 6], refused: [] } });
    const action = bulkStatusAction(bulkApi(client, 'project', ['project', 'session']), {
      key: 'close',
      value: 'closed',
      label: 'Close',
      operation: 'project:close',
      t,
    });
    const result = await action.run({ ids: [4], allMatching: true, query });
    expect(post).toHaveBeenCalledWith(
      '/api/admin/project/bulk',
      { action: 'status', value: 'closed', allMatching: { keyword: 'tea', status: 'enabled' } },
      { invalidates: ['project', 'session'] },
    );
    expect(result).toEqual({ message: 'Close: 3 done' });
  });

  it("exports the view's filters and sort with the visible columns, keeping the server's file name", async () => {
    const { client, download } = stubClient({});
    const file = await bulkApi(client, 'question', 'question').exportView({ ...query, sortField: 'text', sortOrder: 'ascend' }, 'xlsx', [
      'text',
      'type',
    ]);
    expect(download).toHaveBeenCalledWith('/api/admin/question/export', {
      format: 'xlsx',
      query: { keyword: 'tea', status: 'enabled', sortField: 'text', sortOrder: 'ascend' },
      columns: ['text', 'type'],
    });
    expect(file).toMatchObject({ filename: 'questions.xlsx' });
  });
});
