import { render, screen } from '@testing-library/react';
import { useLocation, type Location } from 'react-router-dom';
import type { GuardDecision, RouteTarget } from '@backoffice/console-core';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import type { NavigationDecision } from './decideNavigation';
import { publicRoutesOf } from './systemRoutes';
import { useGuardedLocation, type GuardedLocationEnv } from './useGuardedLocation';

const targetOf = (at: Location): RouteTarget => ({
  name: at.pathname === '/allowed' ? 'Allowed' : at.pathname === '/signup' ? 'signup' : 'Other',
  path: at.pathname,
  fullPath: at.pathname,
  query: {},
  meta: {},
});

function Probe({ env }: { env: GuardedLocationEnv }) {
  const committed = useGuardedLocation(env);
  const live = useLocation();
  return <p>{`url ${live.pathname} shows ${committed?.pathname ?? 'nothing'}`}</p>;
}

function renderAt(path: string, decide: (at: Location) => GuardDecision) {
  const { bundle } = createFakeConsole({ loaded: true });
  const decisionFor = vi.fn((at: Location): NavigationDecision => ({
    settled: true,
    outcome: { target: targetOf(at), decision: decide(at) },
  }));
  const env: GuardedLocationEnv = {
    decisionFor,
    showsAtOnce: () => false,
    loadCodeOf: () => Promise.resolve(),
    pathOfName: (name) => (name === 'Allowed' ? '/allowed' : undefined),
    publicRoutes: () => publicRoutesOf(['signup']),
  };
  render(
    <FakeConsoleFrame bundle={bundle} path={path}>
      <Probe env={env} />
    </FakeConsoleFrame>,
  );
  return { bundle, decisionFor };
}

describe('useGuardedLocation', () => {
  it('commits an allowed location once its code is there, opening its tab', async () => {
    const { bundle } = renderAt('/allowed', () => ({ kind: 'allow' }));
    expect(await screen.findByText('url /allowed shows /allowed')).toBeInTheDocument();
    expect(bundle.tabs.getState().tabs.map((tab) => tab.fullPath)).toContain('/allowed');
  });

  it("commits a console's public page without making it a tab", async () => {
    const { bundle } = renderAt('/signup', () => ({ kind: 'allow' }));
    expect(await screen.findByText('url /signup shows /signup')).toBeInTheDocument();
    expect(bundle.tabs.getState().tabs.map((tab) => tab.fullPath)).not.toContain('/signup');
  });

  it('follows a redirect by name, replacing the URL, and decides the new location', async () => {
    const { decisionFor } = renderAt('/elsewhere', (at) =>
      at.pathname === '/allowed' ? { kind: 'allow' } : { kind: 'redirect', to: { name: 'Allowed' } },
    );
    expect(await screen.findByText('url /allowed shows /allowed')).toBeInTheDocument();
    expect(decisionFor.mock.calls.map(([at]) => at.pathname)).toEqual(['/elsewhere', '/allowed']);
  });

  it("sends '/' to login without deciding", async () => {
    const { decisionFor } = renderAt('/', () => ({ kind: 'allow' }));
    expect(await screen.findByText(/^url \/login/)).toBeInTheDocument();
    expect(decisionFor.mock.calls.map(([at]) => at.pathname)).toEqual(['/login']);
  });
});
