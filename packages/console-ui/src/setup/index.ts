/**
 * `import '@backoffice/console-ui/setup';` as the FIRST import of an app's entry (and of Storybook's preview):
 * the one set-up line a console needs before any Arco component renders.
 *
 * - Arco's React 19 adapter (Arco 2.66 renders its messages, modals and notifications through `createRoot`,
 *   which it cannot find by itself under React 19).
 * - console-ui's own stylesheet: the layout, tab bar, settings drawer, login form and progress bar. Without it
 *   the layout silently falls apart; `ConsoleProvider` warns in development when it is missing.
 *
 * Arco's component CSS is not in here, on purpose: each of the kit's built modules imports the styles of the Arco
 * components it renders (so the sign-in page loads only the login form's), and a console imports the styles of
 * its own pages' components with those pages: all of Arco's (`@arco-design/web-react/dist/css/arco.css`, about
 * 62 KiB gzip) or per component (`@arco-design/web-react/es/<Name>/style/css.js`).
 * A side-effect module: `sideEffects` in package.json keeps bundlers from dropping it.
 */
import '@arco-design/web-react/es/_util/react-19-adapter.js';
import '../styles/console-ui.css';
