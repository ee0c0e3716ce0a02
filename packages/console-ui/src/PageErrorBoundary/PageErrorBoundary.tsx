import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import type { TabEntry } from '@backoffice/console-core';
import { retryFailedLoads } from '../lazyWithPreload/lazyWithPreload';
import { PageErrorCard } from './PageErrorCard';

/**
 * Props of {@link PageErrorBoundary}.
 *
 * @example
 * const props: PageErrorBoundaryProps = { tab, children: <RolePage /> };
 */
export interface PageErrorBoundaryProps {
  /** The page (one tab's content). */
  children: ReactNode;
  /** The tab the page is in: the error card then offers to close it. Without it, the card leads back home. */
  tab?: TabEntry | undefined;
}

interface State {
  /** What the page threw (anything can be thrown, `undefined` too: hence `failed`). */
  error: unknown;
  failed: boolean;
  /** Counts the retries: the page's key, so Retry mounts it afresh. */
  attempt: number;
}

/** React catches render errors in class components only. */
class Boundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[console-ui] a page failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    // A page whose code failed to load loads it again when mounted anew.
    retryFailedLoads();
    this.setState(({ attempt }) => ({ error: undefined, failed: false, attempt: attempt + 1 }));
  };

  override render() {
    const { error, failed, attempt } = this.state;
    if (failed) return <PageErrorCard error={error} onRetry={this.retry} tab={this.props.tab} />;
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}

/**
 * Keeps a page that throws while rendering (or whose code fails to load) inside its own tab: the tab shows an
 * error card with the message, Retry (mounts the page again, loading its code again if that failed) and Close
 * tab, while the layout and the other tabs keep working. `KeepAliveOutlet` puts one around every tab.
 *
 * @example
 * <PageErrorBoundary tab={tab}>
 *   <RolePage />
 * </PageErrorBoundary>
 */
export function PageErrorBoundary(props: PageErrorBoundaryProps) {
  return <Boundary {...props} />;
}
