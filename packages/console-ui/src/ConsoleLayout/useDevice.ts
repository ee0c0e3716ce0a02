import { useEffect } from 'react';
import { useConsole } from '../hooks/useConsole';

/** Width under which the console switches to the mobile layout (menu as a drawer). */
export const MOBILE_BREAKPOINT = 768;

/**
 * Keeps `settings.device` in step with the window width ('mobile' under 768 px).
 *
 * @example
 * useDevice(); // in the layout
 */
export function useDevice(): void {
  const { settings } = useConsole();
  useEffect(() => {
    const check = () => {
      const device = window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
      if (settings.getState().device !== device) void settings.getState().update({ device });
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [settings]);
}
