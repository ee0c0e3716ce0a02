import { useState } from 'react';
import { Button, Card, Empty, Space, Typography } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DictItemRecord, DictRecord } from '@backoffice/api/contract';
import { useOperation, useT } from '@backoffice/console-ui';
import { keywordStatusFields } from '../../list-shared/keywordStatusFields';
import { ListPage } from '../../list-shared/ListPage';
import { useRefreshDictStore } from '../dict/dictStore';
import { bilingual, useLocaleText } from '../dict/LocaleText';
import { useApi } from '../../../app/useApi';
import type { ItemFilter } from './useItemBulk';
import { itemColumns } from './itemColumns';
import { ItemFormModal, useItemForm } from './ItemFormModal';
import { useItemBulk } from './useItemBulk';
import { useItemMove } from './useItemMove';

/**
 * setting/dictItem?dictCode=...: the items of one dictionary in order, with keyword/status filters in the URL,
 * add/edit, move up/down, delete with Undo, bulk delete/enable/disable and export.
 */
export default function DictItemPage() {
  const t = useT();
  const navigate = useNavigate();
  const dictCode = useSearchParams()[0].get('dictCode') ?? '';
  const api = useApi().resource('dict/item', { invalidates: 'dict' });
  const bulk = useItemBulk(dictCode);
  const form = useItemForm(dictCode);
  const { moving, move } = useItemMove(dictCode);
  const refreshDicts = useRefreshDictStore();
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
  return (
    <ListPage<DictItemRecord, ItemFilter>
      key={dictCode}
      name="dict"
      listName="dictItem"
      texts="dictItem"
      header={
        <Space>
          <Button onClick={back}>{t('dictItem.back')}</Button>
          <Typography.Title heading={6} style={{ margin: 0 }}>
            {dict ? t('dictItem.title', { name: inLocale(bilingual(dict.name, dict.nameZh)), code: dict.code }) : dictCode}
          </Typography.Title>
        </Space>
      }
      filterKinds={{ keyword: 'string', status: 'string' }}
      columns={itemColumns(t, dictCode)}
      fetcher={async (query) => {
        const page = await api.list({ ...query, dictCode });
        setDict(page.dict);
        return page;
      }}
      filterFields={keywordStatusFields<ItemFilter>(t, 'dictItem')}
      onCreate={form.create}
      bulk={bulk}
      rows={{
        extra: (item) =>
          canReorder && (
            <>
              {moveButton(item, -1)}
              {moveButton(item, 1)}
            </>
          ),
        edit: (item) => form.edit(item.id, item),
        remove: {
          confirm: (item) => t('dictItem.deleteConfirm', { label: labelOf(item) }),
          run: (item) => api.delete({ id: item.id }).finally(refreshDicts),
          restore: (item) => bulk.restore([item.id]).finally(refreshDicts),
        },
      }}
      overlays={<ItemFormModal form={form} />}
    />
  );
}
