import { useEffect } from 'react';
import { useConsole } from '../hooks/useConsole';

/**
 * Width under which the console switches to the mobile layout (menu as a drawer).
 *
 * @example
 * const mobile = window.innerWidth < MOBILE_BREAKPOINT;
 */
export const MOBILE_BREAKPOINT = 768;

/**
 * Keeps `settings.device` in step with the window width ('mobile' under 768 px).
 *
 * @example
 * useDevice(); // in the layout; useDevice(false) leaves settings.device alone
 */
export function useDevice(enabled = true): void {
  const { settings } = useConsole();
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const device = window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
      if (settings.getState().device !== device) void settings.getState().update({ device });
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [settings, enabled]);
}
