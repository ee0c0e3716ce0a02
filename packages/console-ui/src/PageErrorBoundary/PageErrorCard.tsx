import { Button, Result, Space } from '@arco-design/web-react';
import { DEFAULT_TAB, type TabEntry } from '@backoffice/console-core';
import { useT } from '../hooks/useT';
import { useTabs } from '../hooks/useTabs';
import { useTabActions } from '../TabBar/useTabActions';
import { BackHomeButton } from '../NotFoundPage/BackHomeButton';

/**
 * Props of {@link PageErrorCard}.
 *
 * @example
 * const props: PageErrorCardProps = { error: new Error('boom'), onRetry: () => undefined };
 */
export interface PageErrorCardProps {
  /** What the page threw; its message is shown. */
  error: unknown;
  /** Mounts the page again. */
  onRetry(): void;
  /** The tab the page is in, to offer closing it (the home tab cannot be closed). */
  tab?: TabEntry | undefined;
}

/** The text of what a page threw. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

function CloseTabButton({ tab }: { tab: TabEntry }) {
  const t = useT();
  const { run } = useTabActions();
  return <Button onClick={() => run('close', tab)}>{t('ui.pageError.close')}</Button>;
}

/** Close tab for a tab that can be closed, nothing for the home tab, Back to home for a page that is not a tab. */
function LeaveButton({ tab }: { tab: TabEntry | undefined }) {
  const home = useTabs((s) => s.tabs[0]?.fullPath) ?? DEFAULT_TAB.fullPath;
  if (!tab) return <BackHomeButton home={home} />;
  return tab.fullPath === home ? null : <CloseTabButton tab={tab} />;
}

/**
 * What a tab shows when its page threw: a title, the error's message, Retry, and Close tab (none on the home
 * tab, which cannot be closed; Back to home for a page that is not a tab).
 *
 * @example
 * <PageErrorCard error={error} onRetry={() => setAttempt((n) => n + 1)} tab={tab} />
 */
export function PageErrorCard({ error, onRetry, tab }: PageErrorCardProps) {
  const t = useT();
  return (
    <div className="bo-not-found" role="alert">
      <Result
        status="error"
        title={<h1 className="bo-result-heading">{t('ui.pageError.title')}</h1>}
        subTitle={
          <>
            <p className="bo-page-error__hint">{t('ui.pageError.detail')}</p>
            <code className="bo-page-error__message">{messageOf(error)}</code>
          </>
        }
        extra={
          <Space>
            <Button type="primary" onClick={onRetry}>
              {t('ui.pageError.retry')}
            </Button>
            <LeaveButton tab={tab} />
          </Space>
        }
      />
    </div>
  );
}
