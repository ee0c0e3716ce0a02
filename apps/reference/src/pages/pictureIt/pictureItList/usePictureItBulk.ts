import { useConsole, useT, type BulkAction } from '@backoffice/console-ui';
import { bulkApi } from '../../list-shared/bulkApi';
import { bulkDeleteAction, bulkStatusAction } from '../../list-shared/bulkActions';
import type { SetFilter } from './pictureItFilters';

/** The Picture It list's bulk calls and actions: delete (undone by restore), enable, disable; and its export. */
export function usePictureItBulk() {
  const t = useT();
  const { client } = useConsole();
  const api = bulkApi(client, 'pictureIt', 'pictureIt');
  const actions: BulkAction<SetFilter>[] = [
    bulkDeleteAction(api, { label: t('pictureIt.delete'), operation: 'pictureIt:delete', confirm: t('pictureIt.bulk.deleteConfirm'), t }),
    bulkStatusAction(api, { key: 'enable', value: 'enabled', label: t('pictureIt.bulk.enable'), operation: 'pictureIt:status', t }),
    bulkStatusAction(api, { key: 'disable', value: 'disabled', label: t('pictureIt.bulk.disable'), operation: 'pictureIt:status', t }),
  ];
  return { actions, exportView: api.exportView, restore: api.restore };
}
