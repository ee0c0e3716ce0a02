import { useState } from 'react';
import { Input, Table } from '@arco-design/web-react';
import type { RouteRecord } from '@backoffice/console-core';
import type { PageComponent } from '../ConsoleRouter/useConsoleRouter';
import { DictTag } from '../DictTag/DictTag';
import { useLoginRedirect } from '../ConsoleRouter/useLoginRedirect';
import { LoginForm } from '../LoginForm/LoginForm';
import { Permission } from '../Permission/Permission';
import { useConsole } from '../hooks/useConsole';
import { usePagedList } from '../usePagedList/usePagedList';

/** Fixture pages for stories and tests (never exported from the package). */
function Workplace() {
  const [note, setNote] = useState('');
  return (
    <section>
      <h2>Workplace page</h2>
      <Input aria-label="Note" value={note} onChange={setNote} style={{ width: 240 }} />
      {Array.from({ length: 60 }, (_, i) => (
        <p key={i}>Line {i + 1}</p>
      ))}
    </section>
  );
}

type Project = { id: number; name: string; status: string };

function ProjectList() {
  const { client } = useConsole();
  const list = usePagedList<Project>((q) => client.post('/api/admin/project/list', q));
  return (
    <section>
      <h2>Project list page</h2>
      <Permission operation="project:add">
        <button type="button">New project</button>
      </Permission>
      <Table<Project>
        rowKey="id"
        loading={list.loading}
        data={list.data}
        pagination={list.pagination}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Status', dataIndex: 'status', render: (v: string) => <DictTag code="project_status" value={v} /> },
        ]}
      />
    </section>
  );
}

const simple = (title: string) => () => <h2>{title}</h2>;

export const FIXTURE_PAGES: Record<string, PageComponent> = {
  'dashboard/workplace': Workplace,
  'projectMgt/projectList': ProjectList,
  'projectMgt/myProjects': simple('My projects page'),
  'projectMgt/project': simple('Project detail page'),
  'setting/role': simple('Role page'),
  'setting/dict': simple('Dict page'),
};

/** resolvePage over the fixture pages. */
export const resolveFixturePage = (component: string): PageComponent | undefined => FIXTURE_PAGES[component];

/** Local routes (menuFromServer off) mirroring the fake server menu, with an activeMenu detail page. */
export const FIXTURE_APP_ROUTES: RouteRecord[] = [
  {
    path: '/dashboard',
    name: 'dashboard',
    meta: { title: 'menu.dashboard', icon: 'IconDashboard', requiresAuth: true, roles: ['*'], order: 1 },
    children: [
      {
        path: 'workplace',
        name: 'Workplace',
        component: 'dashboard/workplace',
        meta: { title: 'menu.dashboard.workplace', requiresAuth: true, roles: ['*'] },
      },
    ],
  },
  {
    path: '/projectMgt',
    name: 'projectMgt',
    meta: { title: 'menu.projectMgt', icon: 'IconApps', requiresAuth: true, roles: ['*'], order: 2 },
    children: [
      {
        path: 'projectList',
        name: 'ProjectList',
        component: 'projectMgt/projectList',
        meta: { title: 'menu.projectMgt.projectList', requiresAuth: true, roles: ['*'] },
      },
      {
        path: 'myProjects',
        name: 'MyProjects',
        component: 'projectMgt/myProjects',
        meta: { title: 'menu.projectMgt.myProjects', requiresAuth: true, roles: ['*'] },
      },
      {
        path: 'projectMyDetail',
        name: 'ProjectMyDetail',
        component: 'projectMgt/project',
        meta: { title: 'menu.projectMgt.projectMyDetail', requiresAuth: true, roles: ['*'], hideInMenu: true, activeMenu: 'MyProjects' },
      },
    ],
  },
  {
    path: '/setting',
    name: 'setting',
    meta: { title: 'menu.setting', icon: 'IconSettings', requiresAuth: true, roles: ['admin'], order: 3 },
    children: [
      { path: 'role', name: 'Role', component: 'setting/role', meta: { title: 'menu.setting.role', requiresAuth: true, roles: ['admin'] } },
      {
        path: 'dict',
        name: 'Dict',
        component: 'setting/dict',
        meta: { title: 'menu.setting.dict', requiresAuth: true, roles: ['admin'], ignoreCache: true },
      },
    ],
  },
];

/** A login page for the router stories: LoginForm + back to where the guard stopped the user. */
export function FixtureLoginPage() {
  const goBack = useLoginRedirect();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 80 }}>
      <LoginForm onSuccess={goBack} />
    </div>
  );
}
