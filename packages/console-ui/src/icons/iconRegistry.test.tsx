import { render } from '@testing-library/react';
import type { SVGProps } from 'react';
import { MENU_ICONS, MenuIcon, resolveMenuIcon } from './iconRegistry';

function IconRocket(props: SVGProps<SVGSVGElement>) {
  return <svg data-testid="rocket" {...props} />;
}

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
  it("renders a console's own icon from the set it is given, beside the kit's", () => {
    const icons = { ...MENU_ICONS, IconRocket };
    expect(resolveMenuIcon('IconRocket')).toBeUndefined();
    expect(resolveMenuIcon('IconRocket', icons)).toBe(IconRocket);
    const { getByTestId, container, rerender } = render(<MenuIcon name="IconRocket" icons={icons} />);
    expect(getByTestId('rocket')).toHaveAttribute('aria-hidden', 'true');
    rerender(<MenuIcon name="IconDashboard" icons={icons} />);
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
