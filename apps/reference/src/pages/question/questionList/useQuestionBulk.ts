import type { QuestionFilter } from './questionFilters';
import { useConsole, useT, type BulkAction } from '@backoffice/console-ui';
import { bulkApi } from '../../list-shared/bulkApi';
import { bulkDeleteAction, bulkStatusAction } from '../../list-shared/bulkActions';

/** The question list's bulk calls and actions: delete (undone by restore), enable, disable; and its export. */
export function useQuestionBulk() {
  const t = useT();
  const { client } = useConsole();
  const api = bulkApi(client, 'question', 'question');
  const actions: BulkAction<QuestionFilter>[] = [
    bulkDeleteAction(api, { label: t('question.delete'), operation: 'question:delete', confirm: t('question.bulk.deleteConfirm'), t }),
    bulkStatusAction(api, { key: 'enable', value: 'enabled', label: t('question.bulk.enable'), operation: 'question:status', t }),
    bulkStatusAction(api, { key: 'disable', value: 'disabled', label: t('question.bulk.disable'), operation: 'question:status', t }),
  ];
  return { actions, exportView: api.exportView, restore: api.restore };
}
