// A project's session list's bulk delete (issue 37): three sessions deleted through the session resource's /bulk,
// and its Undo restoring the deleted ones through /restore; each write refreshes the project (its session count).
import { expect, it, vi } from 'vitest';
import type { EnvelopeClient } from '@backoffice/console-core';
import { sessionBulk } from './sessionBulk';

it('deletes three selected sessions, and Undo restores those deleted and refreshes the project again', async () => {
  const answers: Record<string, unknown> = {
    '/api/admin/session/bulk': { done: [7, 8, 9], refused: [], undoUntil: '2030-05-01T09:00:10.000Z' },
    '/api/admin/session/restore': { restored: [7, 8, 9] },
  };
  const post = vi.fn(async (url: string) => answers[url]);
  const onChanged = vi.fn();
  const t = (key: string, values: Record<string, unknown> = {}) => `${key}${JSON.stringify(values)}`;
  const { actions } = sessionBulk({ post } as unknown as EnvelopeClient, 42, t, onChanged);
  const remove = actions.find((action) => action.key === 'delete')!;
  expect(remove.confirm).toBe('projectMgt.session.confirm.bulkDelete{}');

  const result = await remove.run({ ids: [7, 8, 9], allMatching: false, query: { current: 1, pageSize: 20 } });
  expect(post).toHaveBeenCalledWith(
    '/api/admin/session/bulk',
    { action: 'delete', ids: [7, 8, 9] },
    { invalidates: ['session', 'project'] },
  );
  expect(onChanged).toHaveBeenCalledTimes(1);
  expect(result?.undo).toBeTypeOf('function');

  await result?.undo?.();
  expect(post).toHaveBeenLastCalledWith('/api/admin/session/restore', { ids: [7, 8, 9] }, { invalidates: ['session', 'project'] });
  expect(onChanged).toHaveBeenCalledTimes(2);
});
