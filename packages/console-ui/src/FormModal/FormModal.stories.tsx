import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Input } from '@arco-design/web-react';
import { EnvelopeError } from '@backoffice/console-core';
import { FakeConsoleStory } from '../testing/fixtures';
import { FormModal } from './FormModal';

interface ContactValues {
  name: string;
  remark?: string;
}

/**
 * What the demo's save does: succeed, fail (as after a server refusal), never finish (to show loading), or be
 * refused as stale (someone else saved the contact since the form opened).
 */
type Outcome = 'saves' | 'fails' | 'hangs' | 'stale';

/** The refusal the server sends for an edit from an older version (409, reason 'stale'). */
const staleRefusal = () =>
  new EnvelopeError('This record was changed by someone else since you opened it', {
    code: 409,
    status: 409,
    kind: 'envelope',
    result: { reason: 'stale' },
  });

/** A contact form in a FormModal, owning its visibility like a page does; it reopens from a button. */
function ContactFormDemo(props: {
  initialValues?: Partial<ContactValues>;
  outcome: Outcome;
  onSubmitted?: (values: ContactValues) => void;
  onReload?: () => void;
}) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<string>('nothing saved');
  const reload = () => {
    props.onReload?.();
    setOpen(false);
    setSaved('reloaded the newer version');
  };
  const submit = async (values: ContactValues) => {
    props.onSubmitted?.(values);
    if (props.outcome === 'hangs') await new Promise(() => undefined);
    if (props.outcome === 'fails') throw new Error('A contact with this name already exists');
    if (props.outcome === 'stale') throw staleRefusal();
    setSaved(`saved ${values.name}`);
    setOpen(false);
  };
  return (
    <>
      <FormModal<ContactValues>
        title={props.initialValues ? 'Edit contact' : 'New contact'}
        visible={open}
        initialValues={props.initialValues ?? { remark: '' }}
        onCancel={() => setOpen(false)}
        onSubmit={submit}
        onStaleEdit={reload}
      >
        <Form.Item label="Name" field="name" rules={[{ required: true, message: 'Name is required' }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label="Remark" field="remark">
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </FormModal>
      <p data-testid="saved">{saved}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
    </>
  );
}

const meta = {
  title: 'Console/FormModal',
  component: ContactFormDemo,
  tags: ['autodocs'],
  args: { outcome: 'saves' },
  render: (args) => (
    <FakeConsoleStory options={{ loaded: true }}>
      <ContactFormDemo {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ContactFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: Save shows the required-field message; a valid save closes the modal. */
export const Create: Story = {};

/** Editing: the fields start from the record's values. */
export const EditWithValues: Story = { args: { initialValues: { name: 'Ada Lovelace', remark: 'First programmer' } } };

/** The save is still running: the Save button shows loading. */
export const Submitting: Story = { args: { initialValues: { name: 'Ada Lovelace' }, outcome: 'hangs' } };

/** The server refused the save: the modal stays open with the values as typed. */
export const ServerError: Story = { args: { initialValues: { name: 'Ada Lovelace' }, outcome: 'fails' } };

/** Someone else saved the contact first: the save is refused as stale and the modal offers Reload or Keep editing. */
export const StaleEdit: Story = { args: { initialValues: { name: 'Ada Lovelace' }, outcome: 'stale' } };
