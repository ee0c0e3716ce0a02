import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { ConsoleRoutes } from '../ConsoleRouter/ConsoleRoutes';
import type { ResolvePage } from '../ConsoleRouter/useConsoleRouter';
import { FakeConsoleStory, FIXTURE_APP_ROUTES, FIXTURE_TABS, resolveFixturePage } from '../testing/fixtures';
import { PageErrorBoundary } from './PageErrorBoundary';

/** The Roles page of this story throws while `broken.now` is on (a page with a bug, or data it cannot read). */
function ConsoleWithBrokenPage() {
  const [broken] = useState(() => ({ now: true }));
  const resolvePage = useMemo<ResolvePage>(() => {
    function BrokenRolePage() {
      if (broken.now) throw new Error('Cannot read the role list');
      return <h2>Role page</h2>;
    }
    return (component) => (component === 'setting/role' ? BrokenRolePage : resolveFixturePage(component));
  }, [broken]);
  return (
    <>
      <button type="button" onClick={() => (broken.now = false)}>
        Fix the page
      </button>
      <ConsoleRoutes resolvePage={resolvePage} appRoutes={FIXTURE_APP_ROUTES} />
    </>
  );
}

const meta = {
  title: 'Console/PageErrorBoundary',
  component: PageErrorBoundary,
  tags: ['autodocs'],
  args: { children: null },
  render: () => (
    <FakeConsoleStory options={{ loaded: true, tabs: FIXTURE_TABS, settings: { menuFromServer: false } }} path="/setting/role">
      <ConsoleWithBrokenPage />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof PageErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Roles tab's page throws: its tab shows the error card while the other tabs and the layout work. Press
 * "Fix the page", then Retry: the page mounts again and shows.
 */
export const PageThrows: Story = {};
