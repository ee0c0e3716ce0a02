import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { FakeConsoleStory } from '../testing/fixtures';
import { ForbiddenPage } from './ForbiddenPage';

function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const meta = {
  title: 'Console/ForbiddenPage',
  component: ForbiddenPage,
  tags: ['autodocs'],
  render: (args) => (
    <FakeConsoleStory path="/forbidden">
      <ForbiddenPage {...args} />
      <Path />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page the console has that the user's role may not open. */
export const Default: Story = {};

/** The same in Chinese. */
export const Chinese: Story = {
  render: (args) => (
    <FakeConsoleStory path="/forbidden" options={{ locale: 'zh-CN' }}>
      <ForbiddenPage {...args} />
      <Path />
    </FakeConsoleStory>
  ),
};
