import { useEffect, useRef } from 'react';

// Bundlers replace `process.env.NODE_ENV` in the app's build (Vite, webpack); declared here so that the
// package needs no Node types.
declare const process: { env: { NODE_ENV?: string } };

/** The custom property console-ui's stylesheet sets on `:root`: when it is absent, the stylesheet is missing. */
export const STYLESHEET_MARKER = '--bo-console-ui-stylesheet';

/** What {@link useStylesheetCheck} prints when console-ui's stylesheet is missing. */
export const MISSING_STYLESHEET_WARNING =
  "[console-ui] console-ui's stylesheet is not loaded: the layout, tab bar, settings drawer and login form show unstyled. " +
  "Add `import '@backoffice/console-ui/setup';` as the first import of your app's entry " +
  "(or `import '@backoffice/console-ui/style.css';`).";

/**
 * True when console-ui's stylesheet applies to the document (its marker property is set on `:root`).
 *
 * @example
 * if (!hasConsoleStylesheet()) console.warn(MISSING_STYLESHEET_WARNING);
 */
export function hasConsoleStylesheet(doc: Document = document): boolean {
  const view = doc.defaultView;
  if (!view) return true;
  return view.getComputedStyle(doc.documentElement).getPropertyValue(STYLESHEET_MARKER).trim() !== '';
}

/**
 * In development (`process.env.NODE_ENV === 'development'`), warns once when console-ui's stylesheet is
 * missing, checked when `ready` turns true (after the first screen is painted, so a stylesheet still loading
 * then has arrived). Production builds drop the check.
 *
 * @example
 * useStylesheetCheck(useAfterFirstContentfulPaint());
 */
export function useStylesheetCheck(ready: boolean): void {
  const checked = useRef(false);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'development' || !ready || checked.current) return;
    checked.current = true;
    if (!hasConsoleStylesheet()) console.warn(MISSING_STYLESHEET_WARNING);
  }, [ready]);
}
