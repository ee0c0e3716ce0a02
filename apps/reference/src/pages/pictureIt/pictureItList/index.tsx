import { useCallback, useState } from 'react';
import { Button, Message, Space } from '@arco-design/web-react';
import type { PictureItSetSummary } from '@backoffice/api/contract';
import {
  DeleteButton,
  PageCard,
  Permission,
  ResourceList,
  useConsole,
  useOperation,
  useRowAction,
  useT,
  type ResourceListApi,
} from '@backoffice/console-ui';
import { keywordStatusFields } from '../../list-shared/keywordStatusFields';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { pictureItApi } from './api';
import { pictureItColumns } from './pictureItColumns';
import type { SetFilter } from './pictureItFilters';
import { SetFormModal } from './SetFormModal';
import { usePictureItBulk } from './usePictureItBulk';

const FILTER_KINDS = { keyword: 'string', status: 'string' } as const;

/**
 * pictureIt/pictureItList: image sets for the picture-association exercise, with name/status filters in the URL,
 * add/edit, delete with Undo, bulk delete/enable/disable and export.
 */
export default function PictureItListPage() {
  const t = useT();
  const { client } = useConsole();
  const api = pictureItApi(client);
  const preferences = useServerPreferences();
  const bulk = usePictureItBulk();
  const [form, setForm] = useState<{ visible: boolean; set: PictureItSetSummary | null }>({ visible: false, set: null });
  const canStatus = useOperation('pictureIt:status');
  const closeForm = useCallback(() => setForm({ visible: false, set: null }), []);
  // A refusal (e.g. 409 while a question uses the set) is shown by the client; a write's `invalidates` refetches.
  const act = useRowAction(() => undefined);
  const columns = pictureItColumns({
    t,
    canStatus,
    onStatus: (s, on) => act(() => api.setStatus(s.id, on ? 'enabled' : 'disabled'), t('pictureIt.saved')),
  });
  const rowActions = (s: PictureItSetSummary, list: ResourceListApi) => (
    <Space size="mini">
      <Permission operation="pictureIt:update">
        <Button type="text" size="small" onClick={() => setForm({ visible: true, set: s })}>
          {t('pictureIt.edit')}
        </Button>
      </Permission>
      <DeleteButton
        operation="pictureIt:delete"
        label={t('pictureIt.delete')}
        confirm={t('pictureIt.deleteConfirm', { name: s.name })}
        done={t('pictureIt.deleted')}
        list={list}
        remove={() => api.remove(s.id)}
        restore={() => bulk.restore([s.id])}
      />
    </Space>
  );

  return (
    <PageCard
      overlays={
        <SetFormModal
          visible={form.visible}
          set={form.set}
          onClose={closeForm}
          onSaved={() => {
            closeForm();
            Message.success(t('pictureIt.saved'));
          }}
        />
      }
    >
      <ResourceList<PictureItSetSummary, SetFilter>
        name="pictureIt"
        resource="pictureIt"
        syncWithLocation={{ filters: FILTER_KINDS, sortFields: [] }}
        preferences={preferences}
        columns={columns}
        fetcher={(query) => api.list(query)}
        filterFields={keywordStatusFields<SetFilter>(t, 'pictureIt')}
        create={{ label: t('pictureIt.add'), operation: 'pictureIt:add', onCreate: () => setForm({ visible: true, set: null }) }}
        bulkActions={bulk.actions}
        exportView={bulk.exportView}
        exportOperation="pictureIt:list"
        rowActions={rowActions}
      />
    </PageCard>
  );
}
