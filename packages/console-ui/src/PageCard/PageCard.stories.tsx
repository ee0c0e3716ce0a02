import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Input, Table } from '@arco-design/web-react';
import { PageCard } from './PageCard';

const meta = {
  title: 'Console/PageCard',
  component: PageCard,
  tags: ['autodocs'],
  args: {
    header: <Input aria-label="Keyword" placeholder="Keyword" style={{ width: 220 }} />,
    extra: <Button type="primary">New contact</Button>,
    children: (
      <Table
        rowKey="id"
        pagination={false}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'E-mail', dataIndex: 'email' },
        ]}
        data={[{ id: 1, name: 'Ada Lovelace', email: 'ada@example.com' }]}
      />
    ),
  },
} satisfies Meta<typeof PageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search field and an action above a table. */
export const ListPage: Story = {};

/** Without actions (e.g. the user may not add). */
export const WithoutActions: Story = { args: { extra: null } };
