import { useCallback, useState } from 'react';
import { Message } from '@arco-design/web-react';
import type { PictureItSetSummary } from '@backoffice/api/contract';
import { useOperation, useRowAction, useT } from '@backoffice/console-ui';
import { keywordStatusFields } from '../../list-shared/keywordStatusFields';
import { ListPage } from '../../list-shared/ListPage';
import { useApi } from '../../../app/useApi';
import { pictureItColumns } from './pictureItColumns';
import type { SetFilter } from './pictureItFilters';
import { SetFormModal } from './SetFormModal';
import { usePictureItBulk } from './usePictureItBulk';

/**
 * pictureIt/pictureItList: image sets for the picture-association exercise, with name/status filters in the URL,
 * add/edit, delete with Undo, bulk delete/enable/disable and export.
 */
export default function PictureItListPage() {
  const t = useT();
  const api = useApi().resource('pictureIt');
  const bulk = usePictureItBulk();
  const [form, setForm] = useState<{ visible: boolean; set: PictureItSetSummary | null }>({ visible: false, set: null });
  const closeForm = useCallback(() => setForm({ visible: false, set: null }), []);
  // A refusal (e.g. 409 while a question uses the set) is shown by the client; a write's `invalidates` refetches.
  const act = useRowAction(() => undefined);
  const columns = pictureItColumns({
    t,
    canStatus: useOperation('pictureIt:status'),
    onStatus: (s, on) => act(() => api.write('status', { id: s.id, status: on ? 'enabled' : 'disabled' }), t('pictureIt.saved')),
  });

  return (
    <ListPage<PictureItSetSummary, SetFilter>
      name="pictureIt"
      filterKinds={{ keyword: 'string', status: 'string' }}
      columns={columns}
      fetcher={(query) => api.list(query)}
      filterFields={keywordStatusFields<SetFilter>(t, 'pictureIt')}
      onCreate={() => setForm({ visible: true, set: null })}
      bulk={bulk}
      rows={{
        edit: (s) => setForm({ visible: true, set: s }),
        remove: {
          confirm: (s) => t('pictureIt.deleteConfirm', { name: s.name }),
          run: (s) => api.delete({ id: s.id }),
          restore: (s) => bulk.restore([s.id]),
        },
      }}
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
    />
  );
}
