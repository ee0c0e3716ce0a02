import { composeStories } from '@storybook/react-vite';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PERMISSION_ERROR } from '@backoffice/console-core';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import { Permission } from './Permission';
import { useOperation, usePermission } from './usePermission';
import * as stories from './Permission.stories';

const { RoleAllowed, RoleDenied, OperationAllowed, OperationDenied } = composeStories(stories);

describe('Permission', () => {
  it('renders for an allowed role and the fallback otherwise', () => {
    const { unmount } = render(<RoleAllowed />);
    expect(screen.getByRole('button', { name: 'Delete project' })).toBeInTheDocument();
    unmount();
    render(<RoleDenied />);
    expect(screen.queryByRole('button', { name: 'Delete project' })).not.toBeInTheDocument();
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
  });

  it('checks operation codes against the operate list', () => {
    const { unmount } = render(<OperationAllowed />);
    expect(screen.getByRole('button', { name: 'New project' })).toBeInTheDocument();
    unmount();
    render(<OperationDenied />);
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
  });

  it('hooks: role check, empty list, operations, and the error for a non-array', () => {
    const { bundle } = createFakeConsole({ loaded: true, role: 'user' });
    const wrapper = ({ children }: { children?: ReactNode }) => <FakeConsoleFrame bundle={bundle}>{children}</FakeConsoleFrame>;
    expect(renderHook(() => usePermission(['admin']), { wrapper }).result.current).toBe(false);
    expect(renderHook(() => usePermission([]), { wrapper }).result.current).toBe(true);
    expect(renderHook(() => useOperation(['project:add', 'x'], 'all'), { wrapper }).result.current).toBe(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A single role is a type error; from plain JavaScript (no types) it throws.
    // @ts-expect-error roles must be an array
    expect(() => renderHook(() => usePermission('admin'), { wrapper })).toThrow(PERMISSION_ERROR);
    // @ts-expect-error roles must be an array, in the component too
    expect(() => render(<Permission roles="admin">x</Permission>, { wrapper })).toThrow(PERMISSION_ERROR);
  });
});
