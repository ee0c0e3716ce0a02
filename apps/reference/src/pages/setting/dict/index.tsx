import { Button, Space } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import type { DictFilter, DictRecord } from '@backoffice/api/contract';
import { DeleteButton, PageCard, Permission, ResourceList, useConsole, useT, type ResourceListApi } from '@backoffice/console-ui';
import { keywordStatusFields } from '../../list-shared/keywordStatusFields';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { dictApi } from './api';
import { dictColumns } from './dictColumns';
import { useRefreshDictStore } from './dictStore';
import { DictFormModal, useDictForm } from './DictFormModal';
import { bilingual, useLocaleText } from './LocaleText';
import { useDictBulk } from './useDictBulk';

const FILTER_KINDS = { keyword: 'string', status: 'string' } as const;

/**
 * setting/dict: dictionaries with keyword/status filters in the URL, create/edit, delete with Undo, bulk
 * delete/enable/disable, export, and a link to each one's items.
 */
export default function DictPage() {
  const t = useT();
  const navigate = useNavigate();
  const api = dictApi(useConsole().client);
  const preferences = useServerPreferences();
  const bulk = useDictBulk();
  const form = useDictForm();
  const refreshDicts = useRefreshDictStore();
  const inLocale = useLocaleText();

  const rowActions = (dict: DictRecord, list: ResourceListApi) => (
    <Space size="mini">
      <Button type="text" size="small" onClick={() => navigate(`/setting/dictItem?dictCode=${encodeURIComponent(dict.code)}`)}>
        {t('dict.items')}
      </Button>
      <Permission operation="dict:update">
        <Button type="text" size="small" onClick={() => form.edit(dict.id, dict)}>
          {t('dict.edit')}
        </Button>
      </Permission>
      <DeleteButton
        operation="dict:delete"
        label={t('dict.delete')}
        confirm={t('dict.deleteConfirm', { name: inLocale(bilingual(dict.name, dict.nameZh)) })}
        done={t('dict.deleted')}
        list={list}
        remove={() => api.remove(dict.id).finally(refreshDicts)}
        restore={() => bulk.restore([dict.id]).finally(refreshDicts)}
      />
    </Space>
  );

  return (
    <PageCard overlays={<DictFormModal form={form} />}>
      <ResourceList<DictRecord, DictFilter>
        name="dict"
        resource="dict"
        syncWithLocation={{ filters: FILTER_KINDS, sortFields: [] }}
        preferences={preferences}
        columns={dictColumns(t, inLocale)}
        fetcher={(query) => api.list(query)}
        filterFields={keywordStatusFields<DictFilter>(t, 'dict')}
        create={{ label: t('dict.add'), operation: 'dict:add', onCreate: form.create }}
        bulkActions={bulk.actions}
        exportView={bulk.exportView}
        exportOperation="dict:list"
        rowActions={rowActions}
      />
    </PageCard>
  );
}
