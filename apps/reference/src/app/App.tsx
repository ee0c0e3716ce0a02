import { BrowserRouter } from 'react-router-dom';
import { ConsoleProvider, ConsoleRoutes, type ConsoleBundle } from '@backoffice/console-ui';
import { LoginPage } from '../pages/login/LoginPage';
import { resolvePage } from '../pages/registry';
import { ConsoleLogo } from './ConsoleLogo';

/** The staff console: the packages' provider and routes, the reference pages, the login screen. */
export function App({ bundle }: { bundle: ConsoleBundle }) {
  return (
    <BrowserRouter>
      <ConsoleProvider console={bundle}>
        <ConsoleRoutes
          resolvePage={resolvePage}
          publicPages={{ login: <LoginPage /> }}
          layout={{ logo: <ConsoleLogo />, title: 'Backoffice Console' }}
        />
      </ConsoleProvider>
    </BrowserRouter>
  );
}
