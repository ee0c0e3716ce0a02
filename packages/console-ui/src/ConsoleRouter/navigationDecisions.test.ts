import type { NavigationDecision } from './decideNavigation';
import { createNavigationDecisions } from './navigationDecisions';

const allow: NavigationDecision = {
  settled: true,
  outcome: { target: { name: 'A', path: '/a', fullPath: '/a', query: {}, meta: {} }, decision: { kind: 'allow' } },
};

describe('createNavigationDecisions', () => {
  it('decides once per navigation, again for the next one to the same URL', () => {
    const decide = vi.fn(() => allow);
    const decisionFor = createNavigationDecisions(decide);
    const first = { pathname: '/a', search: '' };
    expect(decisionFor(first)).toBe(allow);
    decisionFor(first);
    expect(decide).toHaveBeenCalledOnce();
    decisionFor({ pathname: '/a', search: '' });
    expect(decide).toHaveBeenCalledTimes(2);
    expect(decide).toHaveBeenLastCalledWith('/a', '');
  });
});
