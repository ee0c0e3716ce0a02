import { Activity } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import { usePagedList } from '../usePagedList/usePagedList';
import { useResource } from './useResource';

// The cached-tab rule for client data: a reader fetches once per key and not again when its tab shows, but a
// write naming its resource makes it fetch again: at once when it is on screen, when shown if it is hidden.
describe('useResource and usePagedList with a resource', () => {
  function setup() {
    const { bundle } = createFakeConsole();
    let projects = ['Alpha'];
    const loadRecord = vi.fn(async () => `${projects.length} projects`);
    const loadList = vi.fn(async () => ({ list: [...projects], total: projects.length }));
    function Record() {
      const record = useResource('project', 'summary', loadRecord);
      return <p>record: {record.data}</p>;
    }
    function List() {
      const list = usePagedList(loadList, { resource: ['project', 'client'] });
      return <p>list: {list.data.join(', ')}</p>;
    }
    const view = (mode: 'visible' | 'hidden') => (
      <FakeConsoleFrame bundle={bundle}>
        <Activity mode={mode}>
          <List />
        </Activity>
        <Record />
      </FakeConsoleFrame>
    );
    const addProject = async (name: string, invalidates: string) => {
      projects = [...projects, name];
      await act(() => Promise.resolve(bundle.resourceVersions.invalidate(invalidates)));
    };
    return { view, loadRecord, loadList, addProject };
  }

  it('fetches again at once on screen, and when a hidden tab shows again, after a write naming its resource', async () => {
    const { view, loadRecord, loadList, addProject } = setup();
    const { rerender } = render(view('visible'));
    expect(await screen.findByText('list: Alpha')).toBeInTheDocument();
    expect(await screen.findByText('record: 1 projects')).toBeInTheDocument();

    rerender(view('hidden'));
    await addProject('Beta', 'project');
    expect(await screen.findByText('record: 2 projects')).toBeInTheDocument();
    expect(loadList).toHaveBeenCalledTimes(1);

    rerender(view('visible'));
    expect(await screen.findByText('list: Alpha, Beta')).toBeInTheDocument();
    expect(loadList).toHaveBeenCalledTimes(2);
    expect(loadRecord).toHaveBeenCalledTimes(2);
  });

  it('does not fetch again when a tab shows again without a write, nor after a write on another resource', async () => {
    const { view, loadRecord, loadList, addProject } = setup();
    const { rerender } = render(view('visible'));
    expect(await screen.findByText('list: Alpha')).toBeInTheDocument();
    rerender(view('hidden'));
    rerender(view('visible'));
    await addProject('Gamma', 'role');
    expect(screen.getByText('list: Alpha')).toBeInTheDocument();
    expect(loadList).toHaveBeenCalledTimes(1);
    expect(loadRecord).toHaveBeenCalledTimes(1);
  });

  it('a list of several resources fetches again after a write on any of them', async () => {
    const { view, loadList, addProject } = setup();
    render(view('visible'));
    expect(await screen.findByText('list: Alpha')).toBeInTheDocument();
    await addProject('Delta', 'client');
    expect(await screen.findByText('list: Alpha, Delta')).toBeInTheDocument();
    expect(loadList).toHaveBeenCalledTimes(2);
  });
});
