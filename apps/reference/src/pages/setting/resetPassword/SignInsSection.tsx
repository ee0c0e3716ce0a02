import { Button, Card, Popconfirm, Space, Table, Tag, Typography, type TableColumnProps } from '@arco-design/web-react';
import type { MySignInItem } from '@backoffice/api/contract';
import { useConsole, useLocale, usePagedList, useRowAction, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { SIGN_IN_RESOURCE } from './api';
import { deviceLabel, formatWhen } from './signInLabels';

/** Nothing to do after a sign-out: the write names the list's resource, so the list fetches again by itself. */
const FETCHED_AGAIN_BY_RESOURCE = () => undefined;

/**
 * The "Sign-ins" section of the own-account page (ASVS 5.0 V7.5.2): where the account is signed in now, with
 * browser, address, start and last use; this device is tagged, any other can be signed out, or all at once.
 */
export function SignInsSection() {
  const t = useT();
  const locale = useLocale();
  const { notifier } = useConsole();
  const api = useApi().resource('self/signIns', { invalidates: SIGN_IN_RESOURCE });
  const list = usePagedList<MySignInItem>((query) => api.list(query), { resource: SIGN_IN_RESOURCE });
  const act = useRowAction(FETCHED_AGAIN_BY_RESOURCE);
  const device = (sign: MySignInItem) => deviceLabel(sign, t('account.signIns.unknownDevice'));
  const hasOthers = list.data.some((sign) => !sign.current) || list.total > list.data.length;

  const columns: TableColumnProps<MySignInItem>[] = [
    {
      title: t('account.signIns.device'),
      dataIndex: 'browser',
      render: (_: unknown, sign) => (
        <Space>
          {device(sign)}
          {sign.current && <Tag color="arcoblue">{t('account.signIns.thisDevice')}</Tag>}
        </Space>
      ),
    },
    { title: t('account.signIns.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    { title: t('account.signIns.started'), dataIndex: 'startedAt', render: (at: string) => formatWhen(at, locale) },
    { title: t('account.signIns.lastSeen'), dataIndex: 'lastSeenAt', render: (at: string) => formatWhen(at, locale) },
    {
      title: t('account.signIns.actions'),
      dataIndex: 'id',
      render: (_: unknown, sign) =>
        sign.current ? null : (
          <Popconfirm
            title={t('account.signIns.signOutConfirm', { device: device(sign) })}
            onOk={() => act(() => api.write('end', { id: sign.id }), t('account.signIns.signedOut'))}
          >
            <Button
              type="text"
              size="small"
              status="danger"
              aria-label={t('account.signIns.signOutLabel', { device: device(sign), ip: sign.ip ?? '—' })}
            >
              {t('account.signIns.signOut')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  const signOutOthers = async () => {
    try {
      const { ended } = await api.write('endOthers');
      notifier.toast({ type: 'success', content: t('account.signIns.signedOutOthers', { count: ended }) });
    } catch {
      // The client has shown the server's message.
    }
  };

  return (
    <Card title={t('account.signIns.title')}>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('account.signIns.intro')}</Typography.Paragraph>
        <Table rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
        <Popconfirm title={t('account.signIns.signOutOthersConfirm')} onOk={signOutOthers} disabled={!hasOthers}>
          {/* Outline, not the filled secondary: its tinted fill leaves danger text below 4.5:1 in the dark theme. */}
          <Button type="outline" status="danger" disabled={!hasOthers}>
            {t('account.signIns.signOutOthers')}
          </Button>
        </Popconfirm>
      </Space>
    </Card>
  );
}
