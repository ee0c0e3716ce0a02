import { render } from '@testing-library/react';
import { MenuIcon, resolveMenuIcon } from './iconRegistry';

describe('iconRegistry', () => {
  it('resolves known names and ignores unknown ones', () => {
    expect(resolveMenuIcon('IconDashboard')).toBeTypeOf('object');
    expect(resolveMenuIcon('IconNope')).toBeUndefined();
    expect(resolveMenuIcon('toString')).toBeUndefined();
    expect(resolveMenuIcon(undefined)).toBeUndefined();
  });
  it('renders an svg for a known icon and nothing otherwise', () => {
    const { container, rerender } = render(<MenuIcon name="IconDashboard" />);
    expect(container.querySelector('svg')).not.toBeNull();
    rerender(<MenuIcon name="IconNope" />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
