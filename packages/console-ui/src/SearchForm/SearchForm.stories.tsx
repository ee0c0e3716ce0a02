import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Input, Select } from '@arco-design/web-react';
import { FakeConsoleStory } from '../testing/fixtures';
import { SearchForm } from './SearchForm';

interface ContactFilter {
  keyword?: string;
  status?: 'enabled' | 'disabled';
}

/** A contact list's search bar: a keyword and a status. */
function ContactSearchDemo(props: { initialValues?: Partial<ContactFilter>; onSearch: (filter: ContactFilter) => void }) {
  return (
    <SearchForm<ContactFilter> onSearch={props.onSearch} {...(props.initialValues ? { initialValues: props.initialValues } : {})}>
      <Form.Item field="keyword">
        <Input aria-label="Name or e-mail" placeholder="Name or e-mail" style={{ width: 220 }} allowClear />
      </Form.Item>
      <Form.Item field="status">
        <Select
          aria-label="Status"
          placeholder="Status"
          style={{ width: 160 }}
          allowClear
          options={[
            { label: 'Enabled', value: 'enabled' },
            { label: 'Disabled', value: 'disabled' },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
}

const meta = {
  title: 'Console/SearchForm',
  component: ContactSearchDemo,
  tags: ['autodocs'],
  args: { onSearch: () => undefined },
  render: (args) => (
    <FakeConsoleStory options={{ loaded: true }}>
      <ContactSearchDemo {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ContactSearchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter yet. */
export const Empty: Story = {};

/** Opened with a filter already chosen (e.g. from the URL); Reset returns to it. */
export const WithInitialValues: Story = { args: { initialValues: { status: 'enabled' } } };

/** Chinese interface: the buttons come from console-ui's strings. */
export const Chinese: Story = {
  render: (args) => (
    <FakeConsoleStory options={{ loaded: true, locale: 'zh-CN' }}>
      <ContactSearchDemo {...args} />
    </FakeConsoleStory>
  ),
};
