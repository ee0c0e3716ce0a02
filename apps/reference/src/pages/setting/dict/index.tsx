import { Button, Popconfirm, Space } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import type { DictRecord } from '@backoffice/api/contract';
import { PageCard, Permission, ResourceList, useT, type ResourceListApi } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { dictColumns } from './dictColumns';
import { useUndoableDictDelete } from './dictStore';
import { DictFormModal, useDictForm } from './DictFormModal';
import { keywordStatusFields, type DictFilter } from './dictFilters';
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
  const api = useApi().resource('dict');
  const preferences = useServerPreferences();
  const bulk = useDictBulk();
  const form = useDictForm();
  const undoableDelete = useUndoableDictDelete((id) => api.delete({ id }), bulk.restore);
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
      <Permission operation="dict:delete">
        <Popconfirm
          title={t('dict.deleteConfirm', { name: inLocale(bilingual(dict.name, dict.nameZh)) })}
          onOk={() => undoableDelete(dict.id, list, t('dict.deleted'))}
        >
          <Button type="text" size="small" status="danger">
            {t('dict.delete')}
          </Button>
        </Popconfirm>
      </Permission>
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
        filterFields={keywordStatusFields(t, 'dict')}
        create={{ label: t('dict.add'), operation: 'dict:add', onCreate: form.create }}
        bulkActions={bulk.actions}
        exportView={bulk.exportView}
        exportOperation="dict:list"
        rowActions={rowActions}
      />
    </PageCard>
  );
}
