import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeConsoleStory } from '../testing/fixtures';
import { RowActions } from './RowActions';

/** A row's buttons: Open (for everyone), Publish (asks first) and Archive (needs project:archive). */
function RowActionsDemo(_: { operations?: string[] }) {
  const [done, setDone] = useState<string[]>([]);
  const did = (what: string) => () => setDone((all) => [...all, what]);
  return (
    <>
      <RowActions
        actions={[
          { key: 'open', label: 'Open', onClick: did('opened') },
          { key: 'publish', label: 'Publish', operation: 'project:add', confirm: 'Publish v2?', onClick: did('published') },
          { key: 'archive', label: 'Archive', operation: 'project:archive', status: 'warning', onClick: did('archived') },
          false,
        ]}
      />
      <p>{done.length ? `Done: ${done.join(', ')}` : 'Nothing done yet'}</p>
    </>
  );
}

const meta = {
  title: 'Console/RowActions',
  component: RowActionsDemo,
  tags: ['autodocs'],
  args: { operations: ['project:add'] },
  render: ({ operations }) => (
    <FakeConsoleStory options={{ loaded: true, operateList: operations ?? [] }}>
      <RowActionsDemo />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof RowActionsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user holding project:add: Open and Publish; Archive needs an operation they do not hold. */
export const Default: Story = {};

/** A user holding both: every button. */
export const AllOperations: Story = { args: { operations: ['project:add', 'project:archive'] } };
