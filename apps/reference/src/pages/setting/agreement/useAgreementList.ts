import type { AgreementListRequest, AgreementListResult } from '@backoffice/api/contract';
import type { ListQuery } from '@backoffice/console-core';
import { useConsole, useT, type BulkAction, type FilterField } from '@backoffice/console-ui';
import { bulkDeleteAction } from '../../list-shared/bulkActions';
import { bulkApi } from '../../list-shared/bulkApi';

/** Filters of the version list: the type (chosen above the list), status and a title keyword. */
export type AgreementFilter = Pick<AgreementListRequest, 'type' | 'status' | 'keyword'>;

/** How the filters are written in the URL. */
export const AGREEMENT_FILTER_KINDS = { type: 'string', status: 'string', keyword: 'string' } as const;

/**
 * The version list's server side: its page (POST /api/admin/agreement/list), its search bar (status and title),
 * bulk delete of drafts (undone by restore), export, and the restore of one version.
 */
export function useAgreementList() {
  const t = useT();
  const { client } = useConsole();
  const bulk = bulkApi(client, 'agreement', 'agreement');
  const filterFields: FilterField<AgreementFilter>[] = [
    {
      field: 'status',
      kind: 'select',
      label: t('agreement.search.status'),
      width: 160,
      options: (['draft', 'published', 'superseded'] as const).map((value) => ({ label: t(`agreement.status.${value}`), value })),
    },
    { field: 'keyword', kind: 'text', label: t('agreement.search.keyword'), width: 220 },
  ];
  const bulkActions: BulkAction<AgreementFilter>[] = [
    bulkDeleteAction(bulk, { label: t('agreement.delete'), operation: 'agreement:delete', confirm: t('agreement.bulk.deleteConfirm'), t }),
  ];
  return {
    fetcher: (query: ListQuery<AgreementFilter>) => client.post<AgreementListResult>('/api/admin/agreement/list', query),
    filterFields,
    bulkActions,
    exportView: bulk.exportView,
    restore: (id: number) => bulk.restore([id]),
  };
}
