import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Input, Table } from '@arco-design/web-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createMemoryStorage, createStoragePreferencesStore } from '@backoffice/console-core';
import { ConsoleRoutes } from '../ConsoleRouter/ConsoleRoutes';
import { useConsole } from '../hooks/useConsole';
import { createFakeConsole, FakeConsoleFrame, FIXTURE_APP_ROUTES, FIXTURE_PAGES, FIXTURE_TABS } from '../testing/fixtures';
import { setupUser } from '../testing/user';
import { useResourceList } from './useResourceList';

type Project = { id: number; name: string };
type Filter = { name?: string };

/** A project list synced with the URL, with a note kept in component state (it survives only if the page stays mounted). */
function SyncedProjects({ title }: { title: string }) {
  const { client } = useConsole();
  const [note, setNote] = useState('');
  const list = useResourceList<Project, Filter>((q) => client.post('/api/admin/project/list', q), {
    name: title,
    initialQuery: { name: '' },
    syncWithLocation: true,
  });
  return (
    <section>
      <h2>{title}</h2>
      <Input aria-label={`${title} note`} value={note} onChange={setNote} />
      <button type="button" onClick={() => list.setQuery({ name: 'ada' })}>
        {`${title} search ada`}
      </button>
      <Table<Project> rowKey="id" data={list.data} pagination={list.pagination} columns={[{ title: 'Name', dataIndex: 'name' }]} />
    </section>
  );
}

/** A list synced with the URL under `prefix` (two of them share a page). */
function PrefixedProjects({ title, prefix }: { title: string; prefix: string }) {
  const { client } = useConsole();
  const list = useResourceList<Project, Filter>((q) => client.post('/api/admin/project/list', q), {
    name: title,
    initialQuery: { name: '' },
    syncWithLocation: { prefix },
  });
  return (
    <section aria-label={title}>
      <button type="button" onClick={() => list.setQuery({ name: 'ada' })}>
        {`${title} search ada`}
      </button>
      <Table<Project> rowKey="id" data={list.data} pagination={list.pagination} columns={[{ title: 'Name', dataIndex: 'name' }]} />
    </section>
  );
}

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="url">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

const pages = {
  ...FIXTURE_PAGES,
  'projectMgt/projectList': () => <SyncedProjects title="Projects" />,
  'projectMgt/myProjects': () => <SyncedProjects title="Mine" />,
};
const listCalls = (server: ReturnType<typeof createFakeConsole>['server']) =>
  server.calls.filter((c) => c.url === '/api/admin/project/list').map((c) => c.body);

describe('useResourceList with syncWithLocation', () => {
  it('reads the view from the URL, pushes each change, and steps back through views', async () => {
    const user = setupUser();
    const { bundle, server } = createFakeConsole({ loaded: true });
    render(
      <FakeConsoleFrame bundle={bundle} path="/list?dictCode=x&current=3&name=ada">
        <SyncedProjects title="Projects" />
        <Where />
      </FakeConsoleFrame>,
    );
    expect(await screen.findByText('Project 41')).toBeInTheDocument();
    expect(listCalls(server)).toEqual([{ current: 3, pageSize: 20, name: 'ada' }]);
    await user.click(screen.getByRole('listitem', { name: 'page 1' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('/list?dictCode=x&name=ada');
    expect(await screen.findByText('Project 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('/list?dictCode=x&current=3&name=ada');
    expect(await screen.findByText('Project 41')).toBeInTheDocument();
  });

  it('falls back to the defaults for a bad URL without failing', async () => {
    const { bundle, server } = createFakeConsole({ loaded: true });
    render(
      <FakeConsoleFrame bundle={bundle} path="/list?current=abc&pageSize=-4">
        <SyncedProjects title="Projects" />
      </FakeConsoleFrame>,
    );
    expect(await screen.findByText('Project 1')).toBeInTheDocument();
    expect(listCalls(server)).toEqual([{ current: 1, pageSize: 20, name: '' }]);
  });

  it('uses the page size of the user settings as the default', async () => {
    const storage = createMemoryStorage();
    await createStoragePreferencesStore(storage).save('Projects', { pageSize: 10 });
    const { bundle, server } = createFakeConsole({ loaded: true });
    Object.assign(bundle, { storage });
    render(
      <FakeConsoleFrame bundle={bundle} path="/list">
        <SyncedProjects title="Projects" />
      </FakeConsoleFrame>,
    );
    expect(await screen.findByText('Project 10')).toBeInTheDocument();
    expect(listCalls(server)).toEqual([{ current: 1, pageSize: 10, name: '' }]);
  });

  it("moves the page's tab with its query, keeps the page mounted, and a hidden tab ignores another tab's URL", async () => {
    const user = setupUser();
    const { bundle, server } = createFakeConsole({ loaded: true, tabs: FIXTURE_TABS, settings: { menuFromServer: false } });
    render(
      <FakeConsoleFrame bundle={bundle} path="/projectMgt/projectList">
        <ConsoleRoutes resolvePage={(c) => pages[c as keyof typeof pages]} appRoutes={FIXTURE_APP_ROUTES} />
      </FakeConsoleFrame>,
    );
    const tabBar = () => within(screen.getByRole('navigation', { name: 'Open tabs' }));
    await user.type(await screen.findByRole('textbox', { name: 'Projects note' }), 'draft');
    await user.click(await screen.findByRole('listitem', { name: 'page 2' }));
    expect(await screen.findByText('Project 21')).toBeVisible();
    expect(tabBar().getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projectMgt/projectList?current=2');
    expect(tabBar().getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Projects note' })).toHaveValue('draft');

    await user.click(tabBar().getByRole('link', { name: 'My Projects' }));
    await user.click(await screen.findByRole('button', { name: 'Mine search ada' }));
    await waitFor(() =>
      expect(tabBar().getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/projectMgt/myProjects?name=ada'),
    );
    expect(listCalls(server).filter((q) => q.name === 'ada')).toHaveLength(1);

    await user.click(tabBar().getByRole('link', { name: 'Projects' }));
    expect(screen.getByText('Project 21')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Projects note' })).toHaveValue('draft');
    expect(tabBar().getAllByRole('link')).toHaveLength(5);
    await act(async () => undefined);
    expect(listCalls(server)).toHaveLength(4);
  });

  it('keeps two lists of one page apart in the URL, each under its own prefix', async () => {
    const user = setupUser();
    const { bundle, server } = createFakeConsole({ loaded: true });
    render(
      <FakeConsoleFrame bundle={bundle} path="/detail?id=7&b.current=3">
        <PrefixedProjects title="First" prefix="a." />
        <PrefixedProjects title="Second" prefix="b." />
        <Where />
      </FakeConsoleFrame>,
    );
    const second = within(screen.getByRole('region', { name: 'Second' }));
    expect(await second.findByText('Project 41')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'First' })).findByText('Project 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First search ada' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('/detail?id=7&b.current=3&a.name=ada');
    await waitFor(() => expect(listCalls(server)).toContainEqual({ current: 1, pageSize: 20, name: 'ada' }));
    expect(second.getByText('Project 41')).toBeInTheDocument();
  });
});
