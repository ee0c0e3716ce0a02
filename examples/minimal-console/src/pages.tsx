// The console's pages, loaded after sign-in: the sign-in page downloads none of them (nor Arco's Table or
// their styles). main.tsx names them by the server menu's `component`.
import '@arco-design/web-react/dist/css/arco.css'; // Arco's styles for these pages (the kit brings its own)
import { useState, type ComponentType } from 'react';
import { Button, Input, Space, Table } from '@arco-design/web-react';
import { createApiClient } from '@backoffice/api-client';
import { ChangePasswordForm, DictSelect, PageCard, Permission, useConsole, usePagedList } from '@backoffice/console-ui';

/** Every menu entry opens this page; a tab keeps its state (the note) while other tabs are shown. */
function makePage(component: string): ComponentType {
  return function Page() {
    const [note, setNote] = useState('');
    return (
      <PageCard
        header={<h2>{component}</h2>}
        extra={
          <Permission operation="project:add">
            <Button type="primary">New project</Button>
          </Permission>
        }
      >
        <Space direction="vertical">
          <Input aria-label="Note" placeholder="Note" value={note} onChange={setNote} />
          <DictSelect code="project_status" aria-label="Project status" placeholder="Project status" style={{ width: 240 }} />
        </Space>
      </PageCard>
    );
  };
}

const pages = new Map<string, ComponentType>();
// The own-password page: the kit's form, sent to the server's password route.
pages.set('setting/resetPassword', function ResetPassword() {
  const { client } = useConsole();
  return (
    <PageCard>
      <ChangePasswordForm onSubmit={(change) => client.post('/api/admin/password/change', change)} />
    </PageCard>
  );
});

// A list page on the typed client: the route's filters and rows are typed (`{ keywrd: '' }` does not compile).
pages.set('setting/role', function Roles() {
  const api = createApiClient(useConsole().client);
  const roles = usePagedList(api.list('/api/admin/role/list'), { initialQuery: { keyword: '' }, resource: 'role' });
  return (
    <PageCard
      header={<h2>Roles</h2>}
      extra={<Input.Search aria-label="Search roles" onSearch={(keyword) => roles.setQuery({ keyword })} />}
    >
      <Table
        rowKey="id"
        data={roles.data}
        loading={roles.loading}
        pagination={roles.pagination}
        columns={[
          { title: 'Code', dataIndex: 'code' },
          { title: 'Name', dataIndex: 'name' },
          { title: 'Accounts', dataIndex: 'userCount' },
        ]}
      />
    </PageCard>
  );
});

/** The page a menu entry's `component` names. */
export function pageFor(component: string): ComponentType {
  return pages.get(component) ?? pages.set(component, makePage(component)).get(component)!;
}
