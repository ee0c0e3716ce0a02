import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageAtPath } from '../testing/pageAtPath';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Console/NotFoundPage',
  component: NotFoundPage,
  tags: ['autodocs'],
  render: pageAtPath(NotFoundPage, '/nowhere'),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catch-all page. */
export const Default: Story = {};
