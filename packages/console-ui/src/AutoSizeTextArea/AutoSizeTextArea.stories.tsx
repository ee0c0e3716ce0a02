import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Form } from '@arco-design/web-react';
import { AutoSizeTextArea } from './AutoSizeTextArea';

const meta = {
  title: 'Console/AutoSizeTextArea',
  component: AutoSizeTextArea,
  tags: ['autodocs'],
  args: { 'aria-label': 'Remark', minRows: 2, maxRows: 5, maxLength: 500, placeholder: 'A few lines about this role' },
} satisfies Meta<typeof AutoSizeTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: two lines high; it grows as you type, up to five lines, then scrolls. */
export const Empty: Story = {};

/** With text already in it (the height fits the text at once). */
export const WithText: Story = { args: { defaultValue: 'First line\nSecond line\nThird line' } };

/** In a form, filled for editing: the form passes value and onChange through. */
export const InAForm: Story = {
  render: (args) => (
    <Form layout="vertical" initialValues={{ remark: 'Moderates the spring study\nand its follow-up' }} onSubmit={() => undefined}>
      <Form.Item field="remark" label="Remark">
        <AutoSizeTextArea {...args} />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  ),
};
