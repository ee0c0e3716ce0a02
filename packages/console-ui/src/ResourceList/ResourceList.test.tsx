import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryStorage, createStoragePreferencesStore } from '@backoffice/console-core';
import { setupUser } from '../testing/user';
import * as stories from './ResourceList.stories';

const { Default, Loading, Empty, EmptyReadOnly, Failed, SelectedRows, PhoneWidth, Chinese, TwoListsOnOnePage } = composeStories(stories);

const rowCheckbox = (name: string) => within(screen.getByText(name).closest('tr')!).getByRole('checkbox');

describe('ResourceList', () => {
  afterEach(() => {
    localStorage.clear();
    Object.assign(window, { innerWidth: 1024 });
    vi.restoreAllMocks();
  });

  it('keeps two lists of one page on their own pages of the URL', async () => {
    render(<TwoListsOnOnePage />);
    expect(await screen.findByText('Project 21')).toBeInTheDocument();
    expect(screen.getByText('Project 1')).toBeInTheDocument();
    expect(screen.queryByText('Project 41')).not.toBeInTheDocument();
  });

  it('shows a skeleton until the first answer, then the rows', async () => {
    render(<Loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    render(<Default />);
    expect(await screen.findByText('Project 1')).toBeInTheDocument();
  });

  it('bulk-deletes the selected rows and offers Undo, which puts them back', async () => {
    const user = setupUser();
    const undo = vi.fn(async () => undefined);
    const run = vi.fn(async ({ ids }: { ids: unknown[] }) => ({ message: `${ids.length} projects deleted`, undo }));
    render(<Default onBulkDelete={run} />);
    await screen.findByText('Project 1');
    for (const name of ['Project 1', 'Project 2', 'Project 3']) await user.click(rowCheckbox(name));
    const bar = screen.getByRole('region', { name: '3 selected' });
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(expect.objectContaining({ ids: [1, 2, 3], allMatching: false })));
    expect(await screen.findByText('3 projects deleted')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(await screen.findByText('Undone')).toBeInTheDocument();
  });

  it('passes "all matching" to a bulk action once the whole page is selected and the user asks for all', async () => {
    const user = setupUser();
    const run = vi.fn(async () => undefined);
    render(<Default onBulkDelete={run} />);
    await screen.findByText('Project 1');
    await user.click(within(screen.getAllByRole('row')[0]!).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Select all 45 matching' }));
    const bar = screen.getByRole('region', { name: '45 selected' });
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ allMatching: true, query: expect.objectContaining({ name: '' }) })),
    );
    expect(await screen.findByText('Delete: 45 done')).toBeInTheDocument();
  });

  it('shows a bulk action only to a user holding its operation', async () => {
    render(<SelectedRows operations={['project:add']} />);
    const bar = await screen.findByRole('region', { name: '3 selected' });
    expect(within(bar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Clear selection' })).toBeInTheDocument();
  });

  it('exports the current view in the chosen format with the visible columns', async () => {
    const user = setupUser();
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const exportView = vi.fn(async () => new Blob(['x']));
    render(<Default exportView={exportView} />);
    await screen.findByText('Project 1');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Project 4{Enter}');
    await screen.findByText('Project 40');
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(saved).toEqual(['story-projects.xlsx']));
    expect(exportView).toHaveBeenCalledWith({ current: 1, pageSize: 20, name: 'Project 4' }, 'xlsx', ['name', 'status', 'id']);
  });

  it('hides a column through the settings, keeps that after a remount, and Reset shows it again', async () => {
    const user = setupUser();
    const preferences = createStoragePreferencesStore(createMemoryStorage());
    const first = render(<Default preferences={preferences} />);
    await screen.findByText('Project 1');
    await user.click(screen.getByRole('button', { name: 'List settings' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument());
    first.unmount();
    render(<Default preferences={preferences} />);
    await screen.findByText('Project 1');
    expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List settings' }));
    await user.click(await screen.findByRole('button', { name: 'Reset settings' }));
    expect(await screen.findByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });

  it('sorts by a sortable column through the server', async () => {
    const user = setupUser();
    render(<Default />);
    await screen.findByText('Project 1');
    await user.click(screen.getByText('Name', { selector: '.arco-table-th-item-title' }));
    await user.click(screen.getByText('Name', { selector: '.arco-table-th-item-title' }));
    expect(await screen.findByText('Project 9')).toBeInTheDocument();
  });

  it('offers the create action once, in the empty state, only to a user who may create', async () => {
    const permitted = render(<Empty />);
    const empty = await screen.findByText('No records yet');
    expect(screen.getAllByRole('button', { name: 'New project' })).toHaveLength(1);
    expect(within(empty.closest('.bo-list-empty') as HTMLElement).getByRole('button', { name: 'New project' })).toBeInTheDocument();
    permitted.unmount();
    render(<EmptyReadOnly />);
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails', async () => {
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a card per row under 600 px, with its checkbox and row actions', async () => {
    const user = setupUser();
    Object.assign(window, { innerWidth: 390 });
    render(<PhoneWidth />);
    await screen.findByRole('checkbox', { name: 'Select Project 1' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Project 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Project 2' }));
    expect(screen.getByRole('region', { name: '1 selected' })).toBeInTheDocument();
    await act(async () => {
      Object.assign(window, { innerWidth: 1024 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    render(<Chinese />);
    expect(await screen.findByText('暂无记录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '列表设置' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出 CSV' })).toBeInTheDocument();
  });
});
