// A whole console in one file: sign-in, the server's menu as routes, cached tabs, a gated button, a dictionary,
// and a list page on the server's typed API.
import '@backoffice/console-ui/setup'; // Arco's React 19 adapter and the kit's stylesheet: the first import
import '@arco-design/web-react/dist/css/arco.css';
import { useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Button, Input, Space, Table } from '@arco-design/web-react';
import { createApiClient } from '@backoffice/api-client';
import {
  ChangePasswordForm, ConsoleProvider, ConsoleRoutes, createConsole, DictSelect, LoginForm, PageCard, Permission, useConsole,
  useLoginRedirect, usePagedList,
} from '@backoffice/console-ui';

// The operation codes this console uses: <Permission operation="..."> accepts only these.
declare module '@backoffice/console-core' {
  interface ConsoleOperationCodes { 'project:add': true }
}

const bundle = createConsole({
  baseURL: '', // the API on the same origin as the page
  home: '/dashboard/workplace', // where signing in goes and the first tab; the server's menu offers it
  changePasswordPath: '/setting/resetPassword', // a one-time password is changed here before anything else opens
});

/** Every menu entry opens this page; a tab keeps its state (the note) while other tabs are shown. */
function makePage(component: string): ComponentType {
  return function Page() {
    const [note, setNote] = useState('');
    return (
      <PageCard header={<h2>{component}</h2>} extra={<Permission operation="project:add"><Button type="primary">New project</Button></Permission>}>
        <Space direction="vertical">
          <Input aria-label="Note" placeholder="Note" value={note} onChange={setNote} />
          <DictSelect code="project_status" aria-label="Project status" placeholder="Project status" style={{ width: 240 }} />
        </Space>
      </PageCard>
    );
  };
}
const pages = new Map<string, ComponentType>();
const resolvePage = (component: string) => pages.get(component) ?? pages.set(component, makePage(component)).get(component)!;
// The own-password page: the kit's form, sent to the server's password route.
pages.set('setting/resetPassword', function ResetPassword() {
  const { client } = useConsole();
  return <PageCard><ChangePasswordForm onSubmit={(change) => client.post('/api/admin/password/change', change)} /></PageCard>;
});

// A list page on the typed client: the route's filters and rows are typed (`{ keywrd: '' }` does not compile).
pages.set('setting/role', function Roles() {
  const api = createApiClient(useConsole().client);
  const roles = usePagedList(api.list('/api/admin/role/list'), { initialQuery: { keyword: '' }, resource: 'role' });
  return (
    <PageCard header={<h2>Roles</h2>} extra={<Input.Search aria-label="Search roles" onSearch={(keyword) => roles.setQuery({ keyword })} />}>
      <Table rowKey="id" data={roles.data} loading={roles.loading} pagination={roles.pagination}
        columns={[{ title: 'Code', dataIndex: 'code' }, { title: 'Name', dataIndex: 'name' }, { title: 'Accounts', dataIndex: 'userCount' }]} />
    </PageCard>
  );
});

function LoginPage() {
  return <LoginForm onSuccess={useLoginRedirect()} />;
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <ConsoleProvider console={bundle}>
      <ConsoleRoutes resolvePage={resolvePage} publicPages={{ login: <LoginPage /> }} layout={{ title: 'Minimal console' }} />
    </ConsoleProvider>
  </BrowserRouter>,
);
