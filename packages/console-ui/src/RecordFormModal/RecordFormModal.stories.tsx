import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Input } from '@arco-design/web-react';
import { EnvelopeError } from '@backoffice/console-core';
import { FakeConsoleStory } from '../testing/fixtures';
import { RecordFormModal } from './RecordFormModal';
import { useRecordForm } from './useRecordForm';

interface Contact {
  id: number;
  name: string;
  updatedAt: string;
}
interface ContactValues {
  name: string;
}

/**
 * What the demo's server does: save, refuse (as after a validation on the server), answer the load slowly (the
 * fields show loading), or refuse the save as stale (someone saved the contact after the form loaded it).
 */
type Outcome = 'saves' | 'fails' | 'loadsSlowly' | 'stale';

const stored: Contact = { id: 7, name: 'Ada Lovelace', updatedAt: '2026-05-04T09:00:00.000Z' };

/** A contact list of one row with New and Edit, its form a RecordFormModal over an in-memory server. */
function ContactRecordDemo(props: {
  outcome: Outcome;
  /** Opens the edit form on the row at once. */
  startEditing?: boolean;
  onSave?: (values: ContactValues, version: string | null) => void;
  onReload?: () => void;
}) {
  const [shown, setShown] = useState<string>(stored.name);
  const form = useRecordForm<Contact, ContactValues>({
    load: async () => {
      if (props.outcome === 'loadsSlowly') await new Promise(() => undefined);
      // The stored version is newer than the row the list shows.
      return { ...stored, name: 'Ada King', updatedAt: '2026-05-04T10:00:00.000Z' };
    },
    toValues: (contact) => (contact ? { name: contact.name } : { name: '' }),
    save: async (values, contact) => {
      props.onSave?.(values, contact?.updatedAt ?? null);
      if (props.outcome === 'fails') throw new Error('A contact with this name already exists');
      if (props.outcome === 'stale') {
        throw new EnvelopeError('This record was changed by someone else since you opened it', {
          code: 409,
          status: 409,
          kind: 'envelope',
          result: { reason: 'stale' },
        });
      }
      return values.name;
    },
    onSaved: (name) => setShown(`saved ${name}`),
    onReload: () => {
      props.onReload?.();
      setShown('reloaded the newer version');
    },
  });
  const { edit } = form;
  useEffect(() => {
    if (props.startEditing) edit(stored.id, stored);
  }, [props.startEditing, edit]);
  return (
    <>
      <p data-testid="shown">{shown}</p>
      <button type="button" onClick={form.create}>
        New contact
      </button>
      <button type="button" onClick={() => form.edit(stored.id, stored)}>
        Edit contact
      </button>
      <RecordFormModal<Contact, ContactValues> form={form} title={(editing) => (editing ? 'Edit contact' : 'New contact')}>
        <Form.Item label="Name" field="name" rules={[{ required: true, message: 'Name is required' }]}>
          <Input maxLength={64} />
        </Form.Item>
      </RecordFormModal>
    </>
  );
}

const meta = {
  title: 'Console/RecordFormModal',
  component: ContactRecordDemo,
  tags: ['autodocs'],
  args: { outcome: 'saves', startEditing: true },
  render: (args) => (
    <FakeConsoleStory options={{ loaded: true }}>
      <ContactRecordDemo {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ContactRecordDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing: the fields show the version the form loaded (newer than the list's row) and save with it. */
export const Edit: Story = {};

/** A new record: empty fields, saved without a version. */
export const Create: Story = { args: { startEditing: false } };

/** The record's version is still loading: the fields show loading and Save sends nothing. */
export const Loading: Story = { args: { outcome: 'loadsSlowly' } };

/** The server refused the save: the modal stays open with what was typed. */
export const Refused: Story = { args: { outcome: 'fails' } };

/** Someone else saved first: Reload (close, fetch the newer version) or Keep editing. */
export const StaleEdit: Story = { args: { outcome: 'stale' } };
