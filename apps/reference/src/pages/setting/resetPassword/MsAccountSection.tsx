import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Popconfirm, Typography } from '@arco-design/web-react';
import type { MsBindingView, SelfMsBindingResult } from '@backoffice/api/contract';
import { useConsole, useDateTime, useT } from '@backoffice/console-ui';

/**
 * The "Microsoft account" section of the own-account page: which Microsoft account is linked to the signed-in
 * staff account, and unlinking it after a confirmation. (Owned by the Microsoft sign-in slice.)
 */
export function MsAccountSection() {
  const t = useT();
  const formatDate = useDateTime();
  const { client, notifier } = useConsole();
  const [binding, setBinding] = useState<MsBindingView | null | undefined>(undefined);
  const loaded = useRef(false);

  const load = useCallback(() => {
    client.post<SelfMsBindingResult>('/api/admin/self/msBinding').then(
      (r) => setBinding(r.binding),
      () => setBinding(null),
    );
  }, [client]);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    load();
  }, [load]);

  const remove = async () => {
    await client.post('/api/admin/self/msBinding/remove');
    notifier.toast({ type: 'success', content: t('account.ms.removed') });
    load();
  };

  const date = formatDate(binding?.createdAt, { style: 'date' });
  return (
    <Card title={t('account.ms.title')} loading={binding === undefined}>
      {binding ? (
        <>
          <Typography.Paragraph>
            {binding.label ? t('account.ms.bound', { label: binding.label, date }) : t('account.ms.boundNoLabel', { date })}
          </Typography.Paragraph>
          <Popconfirm title={t('account.ms.removeConfirm')} onOk={() => remove()}>
            <Button status="danger">{t('account.ms.remove')}</Button>
          </Popconfirm>
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('account.ms.none')}</Typography.Paragraph>
      )}
    </Card>
  );
}
