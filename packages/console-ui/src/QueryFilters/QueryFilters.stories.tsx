import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '@arco-design/web-react';
import { FakeConsoleStory } from '../testing/fixtures';
import { QueryFilters, type FilterField } from './QueryFilters';

interface ProjectFilter {
  keyword?: string;
  status?: string;
  stage?: string;
  owner?: string;
}

/** A project list's filters as data: free text, fixed options, a dictionary and a control of the page's own. */
const fields: FilterField<ProjectFilter>[] = [
  { field: 'keyword', kind: 'text', label: 'Name or code' },
  {
    field: 'status',
    kind: 'select',
    label: 'Status',
    options: [
      { label: 'Enabled', value: 'enabled' },
      { label: 'Disabled', value: 'disabled' },
    ],
  },
  { field: 'stage', kind: 'dict', label: 'Stage', code: 'project_status' },
  {
    field: 'owner',
    kind: 'custom',
    label: 'Owner',
    render: (label) => <Input aria-label={label} placeholder={label} style={{ width: 160 }} />,
  },
];

/** The bar over a list whose query is `query`. */
function ProjectFiltersDemo(props: { query: ProjectFilter; onSearch: (filter: Partial<ProjectFilter>) => void }) {
  return <QueryFilters<ProjectFilter> query={props.query} onSearch={props.onSearch} fields={fields} />;
}

const meta = {
  title: 'Console/QueryFilters',
  component: ProjectFiltersDemo,
  tags: ['autodocs'],
  args: { query: {}, onSearch: () => undefined },
  render: (args) => (
    <FakeConsoleStory options={{ loaded: true }}>
      <ProjectFiltersDemo {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ProjectFiltersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter applied. */
export const Empty: Story = {};

/** Opened from a URL that filters already (a reload or a copied link): the fields show it. */
export const FromTheUrl: Story = { args: { query: { keyword: 'onboarding', status: 'disabled' } } };

/** Chinese interface: the buttons come from console-ui's strings, the labels from the page. */
export const Chinese: Story = {
  render: (args) => (
    <FakeConsoleStory options={{ loaded: true, locale: 'zh-CN' }}>
      <ProjectFiltersDemo {...args} />
    </FakeConsoleStory>
  ),
};
