import { render, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createFakeConsole, FakeConsoleFrame, resolveFixturePage } from '../testing/fixtures';
import { ConsoleRoutes } from './ConsoleRoutes';

function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** A signed-in console whose change-password page is the fixture's role page. */
function renderAt(path: string, options: { mustChangePassword: boolean; hold?: boolean }) {
  const fake = createFakeConsole({
    loaded: true,
    user: { mustChangePassword: options.mustChangePassword },
    features: options.hold === false ? {} : { changePasswordPath: '/setting/role' },
  });
  render(
    <FakeConsoleFrame bundle={fake.bundle} path={path}>
      <ConsoleRoutes resolvePage={resolveFixturePage} />
      <Path />
    </FakeConsoleFrame>,
  );
  return fake;
}

/** The side menu's entries, once it has painted. */
const menuEntries = async () =>
  (await within(await screen.findByRole('complementary', { name: 'Menu' })).findAllByRole('menuitem')).map((item) => item.textContent);

describe('the password-change hold (createConsole changePasswordPath)', () => {
  it('sends a user with a one-time password from any page to the change page, and offers only it in the menu', async () => {
    renderAt('/projectMgt/projectList', { mustChangePassword: true });
    expect(await screen.findByRole('heading', { name: 'Role page' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/setting\/role$/);
    expect(screen.queryByRole('heading', { name: 'Project list page' })).not.toBeInTheDocument();
    expect((await menuEntries()).join(' ')).not.toMatch(/Project/);
  });

  it('lets a user with their own password go anywhere the menu gives', async () => {
    renderAt('/projectMgt/projectList', { mustChangePassword: false });
    expect(await screen.findByTestId('path')).toHaveTextContent('/projectMgt/projectList');
    expect((await menuEntries()).join(' ')).toMatch(/Project/);
  });

  it('holds no one in a console that names no change page', async () => {
    renderAt('/projectMgt/projectList', { mustChangePassword: true, hold: false });
    expect(await screen.findByTestId('path')).toHaveTextContent('/projectMgt/projectList');
  });
});
