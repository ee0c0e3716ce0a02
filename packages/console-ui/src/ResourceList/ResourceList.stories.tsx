import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Form, Input } from '@arco-design/web-react';
import type { ListPreferencesStore, ListQuery } from '@backoffice/console-core';
import { SearchForm } from '../SearchForm/SearchForm';
import { FakeConsoleStory, FAKE_PROJECTS } from '../testing/fixtures';
import { ResourceList } from './ResourceList';
import type { BulkAction, ExportView, ResourceColumn } from './types';

type Project = (typeof FAKE_PROJECTS)[number];
type Filter = { name?: string };

/** What the demo list is given: its rows and what its server does. */
interface DemoProps {
  rows?: Project[];
  /** 'pending': never answers (the skeleton); 'fail': the list call fails. */
  server?: 'ok' | 'pending' | 'fail';
  operations?: string[];
  locale?: 'en-US' | 'zh-CN';
  initialSelection?: number[];
  onBulkDelete?: BulkAction<Filter>['run'];
  exportView?: ExportView<Filter>;
  /** Where the list settings live (default the console's storage). */
  preferences?: ListPreferencesStore;
  /** Keeps the list's view in the URL under this prefix (two lists on one page). */
  urlPrefix?: string;
}

function pageOf(rows: Project[], q: ListQuery<Filter>) {
  const matching = rows.filter((row) => !q.name || row.name.toLowerCase().includes(q.name.toLowerCase()));
  const sorted =
    q.sortField === 'name' ? [...matching].sort((a, b) => a.name.localeCompare(b.name) * (q.sortOrder === 'descend' ? -1 : 1)) : matching;
  return { list: sorted.slice((q.current - 1) * q.pageSize, q.current * q.pageSize), total: matching.length };
}

const columns: ResourceColumn<Project>[] = [
  { key: 'name', title: 'Name', sortable: true, hideable: false },
  { key: 'status', title: 'Status' },
  { key: 'id', title: 'Number' },
];

/** A project list over in-memory rows, with a delete that can be undone. */
function ProjectListDemo(props: DemoProps) {
  const { rows = FAKE_PROJECTS, server = 'ok', onBulkDelete, exportView, initialSelection, preferences, urlPrefix } = props;
  const fetcher = (q: ListQuery<Filter>) =>
    server === 'pending'
      ? new Promise<never>(() => undefined)
      : server === 'fail'
        ? Promise.reject(new Error('down'))
        : Promise.resolve(pageOf(rows, q));
  return (
    <ResourceList<Project, Filter>
      name={`story-projects${urlPrefix ?? ''}`}
      title={<h2>{urlPrefix ? `Projects ${urlPrefix}` : 'Projects'}</h2>}
      {...(urlPrefix ? { syncWithLocation: { prefix: urlPrefix } } : {})}
      columns={columns}
      fetcher={fetcher}
      initialQuery={{ name: '' }}
      {...(initialSelection ? { initialSelection } : {})}
      {...(preferences ? { preferences } : {})}
      filters={({ setQuery }) => (
        <SearchForm<Filter> onSearch={setQuery}>
          <Form.Item field="name">
            <Input aria-label="Name" placeholder="Name" allowClear />
          </Form.Item>
        </SearchForm>
      )}
      create={{ label: 'New project', operation: 'project:add', onCreate: () => undefined }}
      bulkActions={[
        {
          key: 'delete',
          label: 'Delete',
          operation: 'project:delete',
          danger: true,
          run: onBulkDelete ?? (async ({ ids }) => ({ message: `${ids.length} deleted`, undo: async () => undefined })),
        },
      ]}
      exportView={exportView ?? (async () => new Blob(['id,name\n'], { type: 'text/csv' }))}
      rowActions={(row) => (
        <Button size="mini" type="text">
          {`Open ${row.name}`}
        </Button>
      )}
    />
  );
}

const meta = {
  title: 'Console/ResourceList',
  component: ProjectListDemo,
  tags: ['autodocs'],
  args: { operations: ['project:add', 'project:delete'] },
  render: ({ operations, locale, ...args }) => (
    <FakeConsoleStory options={{ loaded: true, operateList: operations ?? [], ...(locale ? { locale } : {}) }} path="/projects">
      <ProjectListDemo {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ProjectListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 45 projects: filters, sort by name, select rows for the bulk bar, export, list settings. */
export const Default: Story = {};

/** The first answer has not come: a skeleton. */
export const Loading: Story = { args: { server: 'pending' } };

/** No projects yet: the empty state offers "New project" to a user who may add. */
export const Empty: Story = { args: { rows: [] } };

/** Empty, for a user who may not add: no button. */
export const EmptyReadOnly: Story = { args: { rows: [], operations: [] } };

/** The list call failed: an error with Retry. */
export const Failed: Story = { args: { server: 'fail' } };

/** Three rows selected: the bulk bar counts them and offers Delete (with Undo). */
export const SelectedRows: Story = { args: { initialSelection: [1, 2, 3] } };

/** At phone width (under 600 px) each row is a card with its checkbox and actions. */
export const PhoneWidth: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };

/** The kit's strings in Chinese. */
export const Chinese: Story = { args: { locale: 'zh-CN', rows: [] } };

/** Two lists on one page, each keeping its view in the URL under its own prefix (`b.current=2`: the second on page 2). */
export const TwoListsOnOnePage: Story = {
  render: ({ operations, ...args }) => (
    <FakeConsoleStory options={{ loaded: true, operateList: operations ?? [] }} path="/projects?b.current=2">
      <ProjectListDemo {...args} urlPrefix="a." />
      <ProjectListDemo {...args} urlPrefix="b." />
    </FakeConsoleStory>
  ),
};
