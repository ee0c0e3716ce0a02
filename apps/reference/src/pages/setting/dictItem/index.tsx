import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Typography } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DictItemRecord, DictRecord } from '@backoffice/api/contract';
import { PageCard, Permission, ResourceList, useOperation, useT, type ResourceListApi } from '@backoffice/console-ui';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { keywordStatusFields } from '../dict/dictFilters';
import { useUndoableDictDelete } from '../dict/dictStore';
import { bilingual, useLocaleText } from '../dict/LocaleText';
import { useApi } from '../../../app/useApi';
import { itemColumns } from './itemColumns';
import { ItemFormModal, useItemForm } from './ItemFormModal';
import { useItemBulk, type ItemFilter } from './useItemBulk';
import { useItemMove } from './useItemMove';

const FILTER_KINDS = { keyword: 'string', status: 'string' } as const;

/**
 * setting/dictItem?dictCode=...: the items of one dictionary in order, with keyword/status filters in the URL,
 * add/edit, move up/down, delete with Undo, bulk delete/enable/disable and export.
 */
export default function DictItemPage() {
  const t = useT();
  const navigate = useNavigate();
  const dictCode = useSearchParams()[0].get('dictCode') ?? '';
  const api = useApi().resource('dict/item', { invalidates: 'dict' });
  const preferences = useServerPreferences();
  const bulk = useItemBulk(dictCode);
  const form = useItemForm(dictCode);
  const { moving, move } = useItemMove(dictCode);
  const undoableDelete = useUndoableDictDelete((id) => api.delete({ id }), bulk.restore);
  const canReorder = useOperation('dict:update');
  const inLocale = useLocaleText();
  const [dict, setDict] = useState<DictRecord | null>(null);
  const back = () => navigate('/setting/dict');

  if (!dictCode) {
    return (
      <Card>
        <Empty description={t('dictItem.noDict')} />
        <Button type="primary" onClick={back}>
          {t('dictItem.back')}
        </Button>
      </Card>
    );
  }

  const labelOf = (item: DictItemRecord) => inLocale(bilingual(item.label, item.labelZh));
  const moveButton = (item: DictItemRecord, step: -1 | 1) => (
    <Button
      size="mini"
      aria-label={t(step < 0 ? 'dictItem.up' : 'dictItem.down', { label: labelOf(item) })}
      icon={step < 0 ? <IconArrowUp /> : <IconArrowDown />}
      disabled={moving}
      onClick={() => void move(item.id, step)}
    />
  );
  const rowActions = (item: DictItemRecord, list: ResourceListApi) => (
    <Space size="mini">
      {canReorder && (
        <>
          {moveButton(item, -1)}
          {moveButton(item, 1)}
        </>
      )}
      <Permission operation="dict:update">
        <Button type="text" size="small" onClick={() => form.edit(item.id, item)}>
          {t('dictItem.edit')}
        </Button>
      </Permission>
      <Permission operation="dict:delete">
        <Popconfirm
          title={t('dictItem.deleteConfirm', { label: labelOf(item) })}
          onOk={() => undoableDelete(item.id, list, t('dictItem.deleted'))}
        >
          <Button type="text" size="small" status="danger">
            {t('dictItem.delete')}
          </Button>
        </Popconfirm>
      </Permission>
    </Space>
  );

  return (
    <PageCard
      header={
        <Space>
          <Button onClick={back}>{t('dictItem.back')}</Button>
          <Typography.Title heading={6} style={{ margin: 0 }}>
            {dict ? t('dictItem.title', { name: inLocale(bilingual(dict.name, dict.nameZh)), code: dict.code }) : dictCode}
          </Typography.Title>
        </Space>
      }
      overlays={<ItemFormModal form={form} />}
    >
      <ResourceList<DictItemRecord, ItemFilter>
        key={dictCode}
        name="dictItem"
        resource="dict"
        syncWithLocation={{ filters: FILTER_KINDS, sortFields: [] }}
        preferences={preferences}
        columns={itemColumns(t, dictCode)}
        fetcher={async (query) => {
          const page = await api.list({ ...query, dictCode });
          setDict(page.dict);
          return page;
        }}
        filterFields={keywordStatusFields(t, 'dictItem')}
        create={{ label: t('dictItem.add'), operation: 'dict:add', onCreate: form.create }}
        bulkActions={bulk.actions}
        exportView={bulk.exportView}
        exportOperation="dict:list"
        rowActions={rowActions}
      />
    </PageCard>
  );
}
