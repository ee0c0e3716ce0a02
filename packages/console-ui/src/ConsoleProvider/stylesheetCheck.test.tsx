import { act, render, screen } from '@testing-library/react';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import { hasConsoleStylesheet, MISSING_STYLESHEET_WARNING, STYLESHEET_MARKER } from './stylesheetCheck';

/** Adds what console-ui's stylesheet sets on :root (jsdom loads no CSS files); answers its removal. */
function addStylesheetMarker(): () => void {
  const style = document.createElement('style');
  style.textContent = `:root { ${STYLESHEET_MARKER}: 1; }`;
  document.head.append(style);
  return () => style.remove();
}

/** Renders a console and lets its first screen paint (the check runs then), its notifier bridge load. */
async function renderConsole() {
  const { bundle } = createFakeConsole({ loaded: true });
  const view = render(
    <FakeConsoleFrame bundle={bundle}>
      <span>First screen</span>
    </FakeConsoleFrame>,
  );
  bundle.notifier.toast({ type: 'info', content: 'Painted' });
  // The toast shows once the first screen is painted and the notifier bridge is there: the check ran before.
  expect(await screen.findByText('Painted')).toBeInTheDocument();
  return view;
}

describe('the missing-stylesheet check', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('sees the stylesheet by the custom property it sets on :root', () => {
    expect(hasConsoleStylesheet()).toBe(false);
    const remove = addStylesheetMarker();
    expect(hasConsoleStylesheet()).toBe(true);
    remove();
  });

  it('warns once in development, naming the import to add, when the stylesheet is missing', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = await renderConsole();
    expect(screen.getByText('First screen')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(MISSING_STYLESHEET_WARNING);
    expect(MISSING_STYLESHEET_WARNING).toContain("import '@backoffice/console-ui/setup';");
    await act(async () => rerender(<span>again</span>));
    expect(warn.mock.calls.filter(([message]) => message === MISSING_STYLESHEET_WARNING)).toHaveLength(1);
  });

  it('stays quiet when the stylesheet is there', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const remove = addStylesheetMarker();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const computed = vi.spyOn(window, 'getComputedStyle');
    await renderConsole();
    expect(computed).toHaveBeenCalledWith(document.documentElement);
    expect(warn).not.toHaveBeenCalledWith(MISSING_STYLESHEET_WARNING);
    remove();
  });

  it('stays quiet outside development (tests, production builds)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderConsole();
    expect(warn).not.toHaveBeenCalledWith(MISSING_STYLESHEET_WARNING);
  });
});
