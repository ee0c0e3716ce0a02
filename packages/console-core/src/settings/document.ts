import { COLOR_WEAK_FILTER } from './settings';
import type { AppSettings } from './types';

/**
 * The part of `document.body` the settings touch (kept narrow so tests need no DOM).
 * @example
 * applySettingsToBody(document.body satisfies BodyLike, settings.getState());
 */
export interface BodyLike {
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  style: { filter: string };
}

/**
 * The attribute the dark theme sets on the body (docs/behaviour.md#42-theme-language-and-pagination).
 * @example
 * document.body.getAttribute(THEME_ATTRIBUTE); // 'dark' | null
 */
export const THEME_ATTRIBUTE = 'arco-theme';

/**
 * Applies theme and colour-weak mode to the page body (docs/behaviour.md#26-settings-drawer, docs/behaviour.md#42-theme-language-and-pagination).
 * @example
 * settings.subscribe((s) => applySettingsToBody(document.body, s));
 */
export function applySettingsToBody(body: BodyLike, settings: Pick<AppSettings, 'theme' | 'colorWeak'>): void {
  if (settings.theme === 'dark') body.setAttribute(THEME_ATTRIBUTE, 'dark');
  else body.removeAttribute(THEME_ATTRIBUTE);
  body.style.filter = settings.colorWeak ? COLOR_WEAK_FILTER : 'none';
}
