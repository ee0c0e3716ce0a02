import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { FakeConsoleStory } from '../testing/fixtures';
import { NotFoundPage } from './NotFoundPage';

function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const meta = {
  title: 'Console/NotFoundPage',
  component: NotFoundPage,
  tags: ['autodocs'],
  render: (args) => (
    <FakeConsoleStory path="/nowhere">
      <NotFoundPage {...args} />
      <Path />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catch-all page. */
export const Default: Story = {};
