import { describe, expect, it } from 'vitest';
import { serverQuery } from './staffQuery';

describe('serverQuery', () => {
  it("sends the page's account type, the server's sort order and only the filters set", () => {
    expect(
      serverQuery(
        { current: 3, pageSize: 50, keyword: 'ann', status: undefined, roleCode: '', sortField: 'username', sortOrder: 'ascend' },
        'moderator',
      ),
    ).toEqual({
      type: 'moderator',
      keyword: 'ann',
      sortField: 'username',
      sortOrder: 'asc',
    });
  });

  it('drops a sort field the server does not sort by, and sorts descending by default', () => {
    expect(serverQuery({ sortField: 'email', sortOrder: 'ascend', status: 'disabled' }, 'client')).toEqual({
      type: 'client',
      status: 'disabled',
    });
    expect(serverQuery({ sortField: 'createdAt' }, 'admin')).toEqual({ type: 'admin', sortField: 'createdAt', sortOrder: 'desc' });
  });
});
