import { useCallback, useEffect, useState } from 'react';
import { Button, Modal, Table, Tag, Typography } from '@arco-design/web-react';
import type { AddressLocksResult } from '@backoffice/api/contract';
import { useT, DateTime } from '@backoffice/console-ui';
import type { ApiResource } from '@backoffice/api-client';

type BusyAddress = AddressLocksResult['list'][number];

/**
 * The client addresses that failed past their free sign-in tries lately (an office behind one address, a
 * proxy without TRUSTED_PROXIES, an attacker), each with Unlock: its own lock and every account's from it.
 */
export function AddressLocksModal(props: { api: ApiResource<'user'>; visible: boolean; onClose(): void; onUnlocked(): void }) {
  const t = useT();
  const { api, visible, onClose, onUnlocked } = props;
  const [rows, setRows] = useState<BusyAddress[] | null>(null);
  const load = useCallback(async () => {
    try {
      setRows((await api.read('addressLocks')).list);
    } catch {
      setRows([]); // the client has shown the error
    }
  }, [api]);
  useEffect(() => {
    if (visible) void load();
  }, [visible, load]);
  const unlock = async (address: string) => {
    try {
      await api.write('unlockAddress', { address });
      onUnlocked();
      await load();
    } catch {
      // shown by the client
    }
  };
  const time = (iso: string) => <DateTime value={iso} />;
  return (
    <Modal visible={visible} title={t('staff.addressLocks.title')} footer={null} onCancel={onClose} unmountOnExit style={{ width: 720 }}>
      <Typography.Paragraph type="secondary">{t('staff.addressLocks.intro')}</Typography.Paragraph>
      <Table<BusyAddress>
        rowKey="address"
        loading={rows === null}
        data={rows ?? []}
        pagination={false}
        noDataElement={t('staff.addressLocks.none')}
        columns={[
          { title: t('staff.addressLocks.address'), dataIndex: 'address' },
          { title: t('staff.addressLocks.failures'), dataIndex: 'failures' },
          {
            title: t('staff.addressLocks.state'),
            render: (_: unknown, row: BusyAddress) =>
              row.refusedUntil === null ? (
                t('staff.addressLocks.free')
              ) : (
                <Tag color={row.locked ? 'red' : 'orange'}>
                  {t(row.locked ? 'staff.addressLocks.lockedUntil' : 'staff.addressLocks.waitingUntil', { time: time(row.refusedUntil) })}
                </Tag>
              ),
          },
          {
            title: t('staff.column.actions'),
            render: (_: unknown, row: BusyAddress) => (
              <Button type="text" size="small" aria-label={`${t('staff.unlock')} ${row.address}`} onClick={() => void unlock(row.address)}>
                {t('staff.unlock')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
