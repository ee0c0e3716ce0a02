import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageAtPath } from '../testing/pageAtPath';
import { ForbiddenPage } from './ForbiddenPage';

const meta = {
  title: 'Console/ForbiddenPage',
  component: ForbiddenPage,
  tags: ['autodocs'],
  render: pageAtPath(ForbiddenPage, '/forbidden'),
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page the console has that the user's role may not open. */
export const Default: Story = {};

/** The same in Chinese. */
export const Chinese: Story = { render: pageAtPath(ForbiddenPage, '/forbidden', { locale: 'zh-CN' }) };
