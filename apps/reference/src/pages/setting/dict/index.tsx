import { Button } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import type { DictFilter, DictRecord } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { keywordStatusFields } from '../../list-shared/keywordStatusFields';
import { ListPage } from '../../list-shared/ListPage';
import { useApi } from '../../../app/useApi';
import { dictColumns } from './dictColumns';
import { useRefreshDictStore } from './dictStore';
import { DictFormModal, useDictForm } from './DictFormModal';
import { bilingual, useLocaleText } from './LocaleText';
import { useDictBulk } from './useDictBulk';

/**
 * setting/dict: dictionaries with keyword/status filters in the URL, create/edit, delete with Undo, bulk
 * delete/enable/disable, export, and a link to each one's items.
 */
export default function DictPage() {
  const t = useT();
  const navigate = useNavigate();
  const api = useApi().resource('dict');
  const bulk = useDictBulk();
  const form = useDictForm();
  const refreshDicts = useRefreshDictStore();
  const inLocale = useLocaleText();

  return (
    <ListPage<DictRecord, DictFilter>
      name="dict"
      filterKinds={{ keyword: 'string', status: 'string' }}
      columns={dictColumns(t, inLocale)}
      fetcher={(query) => api.list(query)}
      filterFields={keywordStatusFields<DictFilter>(t, 'dict')}
      onCreate={form.create}
      bulk={bulk}
      rows={{
        extra: (dict) => (
          <Button type="text" size="small" onClick={() => navigate(`/setting/dictItem?dictCode=${encodeURIComponent(dict.code)}`)}>
            {t('dict.items')}
          </Button>
        ),
        edit: (dict) => form.edit(dict.id, dict),
        remove: {
          confirm: (dict) => t('dict.deleteConfirm', { name: inLocale(bilingual(dict.name, dict.nameZh)) }),
          run: (dict) => api.delete({ id: dict.id }).finally(refreshDicts),
          restore: (dict) => bulk.restore([dict.id]).finally(refreshDicts),
        },
      }}
      overlays={<DictFormModal form={form} />}
    />
  );
}
