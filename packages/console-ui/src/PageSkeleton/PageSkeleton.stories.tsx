import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
import { FakeConsoleStory } from '../testing/fixtures';
import { PageSkeleton } from './PageSkeleton';

// A page whose code never arrives: the skeleton stays.
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => undefined));

const meta = {
  title: 'Console/PageSkeleton',
  component: PageSkeleton,
  tags: ['autodocs'],
  render: () => (
    <FakeConsoleStory path="/setting/role">
      <Suspense fallback={<PageSkeleton />}>
        <NeverLoads />
      </Suspense>
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page whose code is still loading. */
export const Loading: Story = {};
