import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeConsoleStory, FIXTURE_APP_ROUTES, FixtureLoginPage, resolveFixturePage, type FakeConsoleOptions } from '../testing/fixtures';
import { ConsoleRoutes } from './ConsoleRoutes';

const publicPages = { login: <FixtureLoginPage /> };

const meta = {
  title: 'Console/ConsoleRoutes',
  component: ConsoleRoutes,
  tags: ['autodocs'],
  args: { resolvePage: resolveFixturePage, appRoutes: FIXTURE_APP_ROUTES, publicPages },
  render: (args, { parameters }) => (
    <FakeConsoleStory options={parameters.fake as FakeConsoleOptions | undefined} path={(parameters.path as string | undefined) ?? '/dashboard/workplace'}>
      <ConsoleRoutes {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ConsoleRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not signed in: the guard sends the visitor to login with the intended route; signing in goes back. */
export const SignedOut: Story = { parameters: { path: '/projectMgt/projectList?page=2' } };
/** Signed in with a token only: the guard loads user info and the server menu, then shows the page. */
export const ServerMenu: Story = { parameters: { fake: { signedIn: true }, path: '/projectMgt/projectList' } };
/** Local menu (menuFromServer off): routes come from the app. */
export const LocalMenu: Story = {
  parameters: { fake: { signedIn: true, settings: { menuFromServer: false } }, path: '/projectMgt/projectMyDetail' },
};
/** The server menu cannot be fetched: the closable notice shows and the user lands on the fallback page. */
export const MenuFailure: Story = { parameters: { fake: { signedIn: true, menuError: true }, path: '/setting/role' } };
/** An unknown path renders the notFound page inside the layout. */
export const NotFound: Story = { parameters: { fake: { signedIn: true }, path: '/no/such/page' } };
