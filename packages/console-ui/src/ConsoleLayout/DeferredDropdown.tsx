import { cloneElement, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Dropdown } from '@arco-design/web-react';
import { useLayoutPainted } from './LayoutPainted';

/**
 * Props of {@link DeferredDropdown}.
 *
 * @example
 * const props: DeferredDropdownProps = { droplist: () => <Menu />, children: <Button>User</Button> };
 */
export interface DeferredDropdownProps {
  /**
   * The dropdown's content, built only once the dropdown is there. `close` hides it: call it after a choice made
   * in content that is not an Arco Menu (an Arco Menu's item click closes it by itself).
   */
  droplist: (close: () => void) => ReactNode;
  position?: 'bl' | 'br';
  /** The trigger: one element taking `onClick` and `onPointerDown` (the dropdown opens on click). */
  children: ReactElement<{ onClick?: () => void; onPointerDown?: () => void }>;
}

/**
 * An Arco Dropdown that, in a light first render (the login page's language switch before the page's first paint;
 * a tab bar in a console's own layout, in that layout's first render), shows its trigger alone (the same
 * element, so the same look) and becomes the dropdown once that render is painted. A click on the
 * trigger before then makes it the dropdown at once, opened; while the trigger is pressed it stays as it is
 * (replacing it between the press and the click would lose the click).
 *
 * @example
 * <DeferredDropdown droplist={() => <Menu>...</Menu>}><Button>User</Button></DeferredDropdown>
 */
export function DeferredDropdown({ droplist, position, children }: DeferredDropdownProps) {
  const { full, lightProps } = useDeferredTrigger();
  // Controlled, so that content which is not an Arco Menu can close it (`close`).
  const [open, setOpen] = useState(false);
  if (full) {
    return (
      <Dropdown droplist={droplist(() => setOpen(false))} trigger="click" position={position} popupVisible={open} onVisibleChange={setOpen}>
        {children}
      </Dropdown>
    );
  }
  // Opened after the click has finished: the dropdown that replaces the light trigger would take the rest of
  // this click's journey through the document for a click outside it, and close at once.
  return cloneElement(children, {
    ...lightProps,
    onClick: () => {
      lightProps.onClick();
      setTimeout(() => setOpen(true), 0);
    },
  });
}

/**
 * A light trigger's state in the layout's first render: `full` once the render is painted (unless the trigger
 * is pressed: replacing it between the press and the click would lose the click) or once clicked (`asked`);
 * `lightProps` go on the light trigger.
 *
 * @example
 * const { full, lightProps } = useDeferredTrigger();
 * return full ? <Dropdown droplist={menu}>{button}</Dropdown> : cloneElement(button, lightProps);
 */
export function useDeferredTrigger(): { full: boolean; asked: boolean; lightProps: { onClick: () => void; onPointerDown: () => void } } {
  const painted = useLayoutPainted();
  const [asked, setAsked] = useState(false);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!pressed) return undefined;
    // After the release's click (the same task), or when the pointer is released elsewhere.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      timer = setTimeout(() => setPressed(false), 0);
    };
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      clearTimeout(timer);
    };
  }, [pressed]);
  return {
    full: asked || (painted && !pressed),
    asked,
    lightProps: { onClick: () => setAsked(true), onPointerDown: () => setPressed(true) },
  };
}
