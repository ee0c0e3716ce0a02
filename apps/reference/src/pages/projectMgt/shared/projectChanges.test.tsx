import { Activity } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announceProjectChange, useProjectChanges } from './projectChanges';

function Page(props: { id: number; reload: () => void }) {
  useProjectChanges(props.id, props.reload);
  return null;
}
const tab = (mode: 'visible' | 'hidden', id: number, reload: () => void) => (
  <Activity mode={mode}>
    <Page id={id} reload={reload} />
  </Activity>
);

describe('project changes between cached tabs', () => {
  it('reloads a shown page of the changed project at once, and not the pages of other projects', () => {
    const seven = vi.fn();
    const eight = vi.fn();
    render(tab('visible', 7, seven));
    render(tab('visible', 8, eight));
    announceProjectChange(7);
    expect(seven).toHaveBeenCalledTimes(1);
    expect(eight).not.toHaveBeenCalled();
  });

  it('reloads a hidden cached page when it is shown again after a change, once', () => {
    const reload = vi.fn();
    const page = render(tab('visible', 9, reload));
    page.rerender(tab('hidden', 9, reload));
    announceProjectChange(9);
    expect(reload).not.toHaveBeenCalled();
    page.rerender(tab('visible', 9, reload));
    expect(reload).toHaveBeenCalledTimes(1);
    page.rerender(tab('hidden', 9, reload));
    page.rerender(tab('visible', 9, reload));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page opened after the change (it loads the new data itself)', () => {
    announceProjectChange(10);
    const reload = vi.fn();
    render(tab('visible', 10, reload));
    expect(reload).not.toHaveBeenCalled();
  });
});
