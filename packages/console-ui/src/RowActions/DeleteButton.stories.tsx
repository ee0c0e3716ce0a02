import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeConsoleStory } from '../testing/fixtures';
import { ResourceList } from '../ResourceList/ResourceList';
import type { ResourceColumn } from '../ResourceList/types';
import { DeleteButton } from './DeleteButton';

type Row = { id: number; name: string };

/** What the demo is given: whether the server's delete can be undone, and what the user holds. */
interface DemoProps {
  /** The delete answers `{ undoUntil }` (a soft delete the server can restore) instead of null. */
  undoable?: boolean;
  /** Outside a list: the console's toast says it. */
  standalone?: boolean;
  operations?: string[];
}

const columns: ResourceColumn<Row>[] = [{ key: 'name', title: 'Name', hideable: false }];

/** Three rows whose Delete asks, deletes and toasts (with Undo when the server says it can be undone). */
function DeleteDemo({ undoable = false, standalone = false }: DemoProps) {
  const [rows, setRows] = useState<Row[]>([
    { id: 1, name: 'Alpha' },
    { id: 2, name: 'Beta' },
    { id: 3, name: 'Gamma' },
  ]);
  const [deleted, setDeleted] = useState<Row[]>([]);
  const remove = async (row: Row) => {
    setRows((all) => all.filter((r) => r.id !== row.id));
    setDeleted((all) => [...all, row]);
    return undoable ? { undoUntil: new Date(Date.now() + 10_000).toISOString() } : null;
  };
  const restore = async (row: Row) => {
    setRows((all) => [...all, row].sort((a, b) => a.id - b.id));
    setDeleted((all) => all.filter((r) => r.id !== row.id));
  };
  const button = (row: Row, list?: Parameters<typeof DeleteButton>[0]['list']) => (
    <DeleteButton
      operation="project:delete"
      label="Delete"
      confirm={`Delete ${row.name}?`}
      done={`${row.name} deleted`}
      remove={() => remove(row)}
      restore={() => restore(row)}
      {...(list ? { list } : {})}
    />
  );
  if (standalone)
    return (
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            {row.name} {button(row)}
          </li>
        ))}
        <li>{`Deleted: ${deleted.length}`}</li>
      </ul>
    );
  return (
    <ResourceList<Row>
      name="story-delete"
      resource="story-delete"
      columns={columns}
      fetcher={async () => ({ list: rows, total: rows.length })}
      rowActions={(row, list) => button(row, list)}
    />
  );
}

const meta = {
  title: 'Console/DeleteButton',
  component: DeleteDemo,
  tags: ['autodocs'],
  args: { operations: ['project:delete'] },
  render: ({ operations, ...args }) => (
    <FakeConsoleStory options={{ loaded: true, operateList: operations ?? [] }} path="/projects">
      <DeleteDemo {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof DeleteDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server keeps deleted rows for a while (`{ undoUntil }`): the toast offers Undo. */
export const Undoable: Story = { args: { undoable: true } };

/** The server deletes for good (answers null): the toast says so, without Undo. */
export const ForGood: Story = { args: { undoable: false } };

/** A user without the delete operation sees no button. */
export const WithoutPermission: Story = { args: { operations: [] } };

/** Outside a list (a detail card): the console's toast says it is deleted. */
export const Standalone: Story = { args: { standalone: true } };
