import { Activity, type ReactNode } from 'react';
import { Table } from '@arco-design/web-react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import { usePagedList, type PagedQuery } from './usePagedList';

const wrapper = ({ children }: { children?: ReactNode }) => (
  <FakeConsoleFrame bundle={createFakeConsole().bundle}>{children}</FakeConsoleFrame>
);

type Filters = { name: string };
const fetcher = vi.fn(async (q: PagedQuery<Filters>) => ({ list: [`${q.name}-${q.current}`], total: 45 }));

describe('usePagedList', () => {
  beforeEach(() => {
    fetcher.mockClear();
  });

  it('fetches the first page with default size 20 and builds pagination props', async () => {
    const { result } = renderHook(() => usePagedList(fetcher, { initialQuery: { name: 'a' } }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['a-1']));
    expect(fetcher).toHaveBeenCalledWith({ current: 1, pageSize: 20, name: 'a' });
    expect(result.current.pagination).toMatchObject({ current: 1, pageSize: 20, total: 45, showJumper: true });
    expect(result.current.loading).toBe(false);
  });

  it('changes page, resets to page 1 on a filter change, and refreshes', async () => {
    const { result } = renderHook(() => usePagedList(fetcher, { initialQuery: { name: 'a' } }), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.pagination.onChange?.(3, 20));
    await waitFor(() => expect(result.current.data).toEqual(['a-3']));
    act(() => result.current.setQuery({ name: 'b' }));
    await waitFor(() => expect(result.current.data).toEqual(['b-1']));
    act(() => result.current.refresh());
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(4));
  });

  it('fetches again when a search repeats the filters it shows (fresh rows, and a signed-out session is noticed)', async () => {
    const { result } = renderHook(() => usePagedList(fetcher, { initialQuery: { name: 'a' } }), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetcher).toHaveBeenCalledTimes(1);
    act(() => result.current.setQuery({ name: 'a' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(fetcher).toHaveBeenLastCalledWith({ current: 1, pageSize: 20, name: 'a' });
  });

  it('shows a total the server only counted so far as "Total 120+", and an exact one as Arco does', async () => {
    const capped = vi.fn(async (q: PagedQuery<Filters>) => ({
      list: [`${q.name}-${q.current}`],
      total: 1220,
      totalCapped: q.current < 50,
    }));
    function CappedTable() {
      const list = usePagedList(capped, { initialQuery: { name: 'a' } });
      return (
        <>
          <Table
            rowKey={(row) => String(row)}
            columns={[{ title: 'Row', render: (_: unknown, row: string) => row }]}
            data={list.data}
            pagination={list.pagination}
          />
          <button type="button" onClick={() => list.setQuery({ current: 50 })}>
            last
          </button>
        </>
      );
    }
    render(<CappedTable />, { wrapper });
    expect(await screen.findByText('Total 1,220+')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'last' }).click());
    expect(await screen.findByText('a-50')).toBeInTheDocument();
    expect(screen.queryByText(/1,220\+/)).not.toBeInTheDocument();
  });

  it('keeps the error and stops loading on failure', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('boom')));
    const { result } = renderHook(() => usePagedList(failing), { wrapper });
    await waitFor(() => expect(result.current.error).toEqual(new Error('boom')));
    expect(result.current.loading).toBe(false);
  });

  it('does not refetch when its <Activity> is hidden and shown again', async () => {
    function List() {
      const list = usePagedList(fetcher, { initialQuery: { name: 'x' } });
      return <p>{list.loading ? 'loading' : list.data.join()}</p>;
    }
    const view = (mode: 'visible' | 'hidden') => (
      <FakeConsoleFrame bundle={bundle}>
        <Activity mode={mode}>
          <List />
        </Activity>
      </FakeConsoleFrame>
    );
    const { bundle } = createFakeConsole();
    const { rerender } = render(view('visible'));
    expect(await screen.findByText('x-1')).toBeInTheDocument();
    rerender(view('hidden'));
    rerender(view('visible'));
    expect(await screen.findByText('x-1')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('names the page-size select, so that a screen reader says what it changes', async () => {
    function List() {
      const list = usePagedList(fetcher, { initialQuery: { name: 'n' } });
      return (
        <Table
          rowKey={(row) => row}
          columns={[{ title: 'Name', render: (_: unknown, row: string) => row }]}
          data={list.data}
          pagination={list.pagination}
        />
      );
    }
    render(
      <FakeConsoleFrame bundle={createFakeConsole().bundle}>
        <List />
      </FakeConsoleFrame>,
    );
    expect(await screen.findByRole('combobox', { name: 'page size' })).toHaveTextContent('20');
  });
});
