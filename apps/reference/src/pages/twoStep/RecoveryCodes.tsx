import { Alert, Button, Space, Typography } from '@arco-design/web-react';
import { useConsole, useT } from '@backoffice/console-ui';

/** Offers the codes as a text file. */
function download(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'backoffice-recovery-codes.txt' });
  link.click();
  URL.revokeObjectURL(url);
}

/** Ten recovery codes, shown once, with Copy and Download. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const t = useT();
  const { notifier } = useConsole();
  const copy = () =>
    void navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => notifier.toast({ type: 'success', content: t('twoStep.recovery.copied') }));
  return (
    <section aria-labelledby="two-step-recovery-title">
      <Typography.Title heading={6} id="two-step-recovery-title">
        {t('twoStep.recovery.title')}
      </Typography.Title>
      <Alert type="warning" content={t('twoStep.recovery.intro')} />
      <ul className="ref-two-step__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Space>
        <Button onClick={copy}>{t('twoStep.recovery.copy')}</Button>
        <Button onClick={() => download(codes)}>{t('twoStep.recovery.download')}</Button>
      </Space>
    </section>
  );
}
