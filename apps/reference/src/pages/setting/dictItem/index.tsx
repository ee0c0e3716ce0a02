import { useEffect, useState } from 'react';
import { Button, Card, Empty, Message, Popconfirm, Space, Table, Tag, Typography, type TableColumnProps } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DictItemRecord } from '@backoffice/api/contract';
import { DictTag, PageCard, Permission, useConsole, useOperation, useT } from '@backoffice/console-ui';
import { canMoveItem, moveItem } from '@backoffice/console-core';
import { bilingual, LocaleText, useLocaleText } from '../dict/LocaleText';
import { dictItemApi } from './api';
import { ItemFormModal } from './ItemFormModal';
import { useDictItems } from './useDictItems';

/** setting/dictItem?dictCode=...: the items of one dictionary; add, edit, delete, reorder, default flag. */
export default function DictItemPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dictCode = params.get('dictCode') ?? '';
  const bundle = useConsole();
  const api = dictItemApi(bundle.client);
  const { dict, items, loading, reload, data } = useDictItems(dictCode);
  const [form, setForm] = useState<{ visible: boolean; item: DictItemRecord | null }>({ visible: false, item: null });
  // A move computes the new order from the list shown: no second move until the first is saved and reloaded.
  const [moving, setMoving] = useState(false);
  const canReorder = useOperation('dict:update');
  const inLocale = useLocaleText();
  const labelOf = (item: DictItemRecord) => inLocale(bilingual(item.label, item.labelZh));

  /** Every change shows in every select and tag: reload this list and the console's dictionary store. */
  const changed = (message: string) => {
    Message.success(message);
    reload();
    void bundle.dict
      .getState()
      .refresh()
      .catch(() => undefined);
  };
  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      changed(message);
    } catch {
      // The client has shown the server's message.
    }
  };
  const move = async (index: number, step: -1 | 1) => {
    const ids = canMoveItem(items, index, step)
      ? moveItem(
          items.map((i) => i.id),
          index,
          step,
        )
      : undefined;
    if (!ids) return;
    setMoving(true);
    try {
      await api.reorder(dictCode, ids);
      changed(t('dictItem.reordered'));
    } catch {
      setMoving(false); // the client has shown the server's message
    }
  };
  // The reloaded list (in its new order) ends the move.
  useEffect(() => setMoving(false), [data]);

  if (!dictCode) {
    return (
      <Card>
        <Empty description={t('dictItem.noDict')} />
        <Button type="primary" onClick={() => navigate('/setting/dict')}>
          {t('dictItem.back')}
        </Button>
      </Card>
    );
  }

  const columns: TableColumnProps<DictItemRecord>[] = [
    {
      title: t('dictItem.column.label'),
      dataIndex: 'label',
      render: (_: unknown, item) => <LocaleText labels={bilingual(item.label, item.labelZh)} />,
    },
    { title: t('dictItem.column.value'), dataIndex: 'value' },
    {
      title: t('dictItem.column.preview'),
      dataIndex: 'preview',
      render: (_: unknown, item) => <DictTag code={dictCode} value={item.value} />,
    },
    {
      title: t('dictItem.column.color'),
      dataIndex: 'color',
      render: (color: string | null) => (color ? <Tag color={color}>{color}</Tag> : '-'),
    },
    {
      title: t('dictItem.column.status'),
      dataIndex: 'status',
      render: (s: string) => <Tag color={s === 'enabled' ? 'green' : 'gray'}>{t(`dictItem.status.${s}`)}</Tag>,
    },
    {
      title: t('dictItem.column.default'),
      dataIndex: 'isDefault',
      render: (d: boolean) => (d ? <Tag color="arcoblue">{t('dictItem.default')}</Tag> : null),
    },
    {
      title: t('dictItem.column.actions'),
      dataIndex: 'id',
      render: (_: unknown, item, index) => (
        <Space size="mini">
          {canReorder && (
            <>
              <Button
                size="mini"
                aria-label={t('dictItem.up', { label: labelOf(item) })}
                icon={<IconArrowUp />}
                disabled={moving || loading || index === 0}
                onClick={() => void move(index, -1)}
              />
              <Button
                size="mini"
                aria-label={t('dictItem.down', { label: labelOf(item) })}
                icon={<IconArrowDown />}
                disabled={moving || loading || index === items.length - 1}
                onClick={() => void move(index, 1)}
              />
            </>
          )}
          <Permission operation="dict:update">
            <Button type="text" size="small" onClick={() => setForm({ visible: true, item })}>
              {t('dictItem.edit')}
            </Button>
          </Permission>
          <Permission operation="dict:delete">
            <Popconfirm
              title={t('dictItem.deleteConfirm', { label: labelOf(item) })}
              onOk={() => run(() => api.remove(item.id), t('dictItem.deleted'))}
            >
              <Button type="text" size="small" status="danger">
                {t('dictItem.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      header={
        <Space>
          <Button onClick={() => navigate('/setting/dict')}>{t('dictItem.back')}</Button>
          <Typography.Title heading={6} style={{ margin: 0 }}>
            {dict ? t('dictItem.title', { name: inLocale(bilingual(dict.name, dict.nameZh)), code: dict.code }) : dictCode}
          </Typography.Title>
        </Space>
      }
      extra={
        <Permission operation="dict:add">
          <Button type="primary" onClick={() => setForm({ visible: true, item: null })}>
            {t('dictItem.add')}
          </Button>
        </Permission>
      }
      overlays={
        <ItemFormModal
          visible={form.visible}
          dictCode={dictCode}
          item={form.item}
          onClose={() => setForm({ visible: false, item: null })}
          onSaved={() => {
            setForm({ visible: false, item: null });
            changed(t('dictItem.saved'));
          }}
        />
      }
    >
      <Table rowKey="id" columns={columns} data={items} loading={loading} pagination={false} />
    </PageCard>
  );
}
