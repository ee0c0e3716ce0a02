import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { setupUser } from '../testing/user';
import { isPreloadable, lazyWithPreload, retryFailedLoads } from './lazyWithPreload';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Hello {name} {count}
    </button>
  );
}

/** A module load the test resolves or rejects by hand. */
function deferredModule() {
  const calls: { resolve: (m: { default: typeof Greeting }) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve, reject) => calls.push({ resolve, reject })));
  return { load, calls };
}

/** A bare error boundary that shows what it caught. */
class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Caught: {this.state.error.message}</p> : this.props.children;
  }
}

const frame = (node: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{node}</Suspense>;

describe('lazyWithPreload', () => {
  it('suspends like React.lazy when not loaded yet, then shows the component', async () => {
    const { load, calls } = deferredModule();
    const Page = lazyWithPreload(load);
    render(frame(<Page name="Ada" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve({ default: Greeting }));
    expect(await screen.findByRole('button', { name: 'Hello Ada 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders a preloaded component in the first render, without a fallback', async () => {
    const { load, calls } = deferredModule();
    const Page = lazyWithPreload(load);
    const preloaded = Page.preload();
    expect(Page.loaded()).toBeUndefined();
    calls[0]!.resolve({ default: Greeting });
    await expect(preloaded).resolves.toBe(Greeting);
    expect(Page.loaded()).toBe(Greeting);
    render(frame(<Page name="Bo" />));
    expect(screen.getByRole('button', { name: 'Hello Bo 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps an instance mounted before the load finished (its state survives later renders)', async () => {
    const user = setupUser();
    const { load, calls } = deferredModule();
    const Page = lazyWithPreload(load);
    const { rerender } = render(frame(<Page name="Cy" />));
    await act(async () => calls[0]!.resolve({ default: Greeting }));
    await user.click(await screen.findByRole('button', { name: 'Hello Cy 0' }));
    rerender(frame(<Page name="Cy" />));
    expect(screen.getByRole('button', { name: 'Hello Cy 1' })).toBeInTheDocument();
  });

  it('tries a failed load again on the next preload', async () => {
    const { load, calls } = deferredModule();
    const Page = lazyWithPreload(load);
    const first = Page.preload();
    calls[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = Page.preload();
    calls[1]!.resolve({ default: Greeting });
    await expect(second).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws a failed load to the error boundary, keeps throwing it, and loads again once retryFailedLoads is called', async () => {
    const { load, calls } = deferredModule();
    const Page = lazyWithPreload(load);
    const { rerender } = render(<Caught key="1">{frame(<Page name="Di" />)}</Caught>);
    await act(async () => calls[0]!.reject(new Error('chunk failed')));
    expect(await screen.findByText('Caught: chunk failed')).toBeInTheDocument();
    rerender(<Caught key="2">{frame(<Page name="Di" />)}</Caught>);
    expect(await screen.findByText('Caught: chunk failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
    retryFailedLoads();
    rerender(<Caught key="3">{frame(<Page name="Di" />)}</Caught>);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve({ default: Greeting }));
    expect(await screen.findByRole('button', { name: 'Hello Di 0' })).toBeInTheDocument();
  });

  it('tells a preloadable component from a plain one', () => {
    expect(isPreloadable(lazyWithPreload(deferredModule().load))).toBe(true);
    expect(isPreloadable(Greeting)).toBe(false);
    expect(isPreloadable(undefined)).toBe(false);
  });
});
