import { Alert } from '@arco-design/web-react';
import type { VerifyCodeRecord } from '@backoffice/api/contract';
import { DeleteButton, PageCard, ResourceList, useConsole, useT, type ResourceListApi } from '@backoffice/console-ui';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { verifyCodeApi } from './api';
import { useVerifyCodeBulk } from './useVerifyCodeBulk';
import { verifyCodeColumns } from './verifyCodeColumns';
import { verifyCodeFilterFields, type CodeFilter } from './verifyCodeFilters';

const FILTER_KINDS = { phoneNumber: 'string', status: 'string' } as const;

/**
 * Settings > verification codes: who was sent a code, its status and tries (never the code), with phone/status
 * filters in the URL, delete, bulk delete and export.
 */
export default function VerifyCodePage() {
  const t = useT();
  const api = verifyCodeApi(useConsole().client);
  const preferences = useServerPreferences();
  const bulk = useVerifyCodeBulk();
  const rowActions = (row: VerifyCodeRecord, list: ResourceListApi) => (
    <DeleteButton
      operation="verifyCode:delete"
      label={t('verifyCode.delete')}
      confirm={t('verifyCode.deleteConfirm')}
      done={t('verifyCode.deleted')}
      list={list}
      remove={() => api.remove(row.id)}
    />
  );
  return (
    <PageCard header={<Alert type="info" content={t('verifyCode.note')} />}>
      <ResourceList<VerifyCodeRecord, CodeFilter>
        name="verifyCode"
        resource="verifyCode"
        title={t('verifyCode.title')}
        syncWithLocation={{ filters: FILTER_KINDS, sortFields: [] }}
        preferences={preferences}
        columns={verifyCodeColumns(t)}
        fetcher={(query) => api.list(query)}
        filterFields={verifyCodeFilterFields(t)}
        bulkActions={bulk.actions}
        exportView={bulk.exportView}
        exportOperation="verifyCode:list"
        rowActions={rowActions}
      />
    </PageCard>
  );
}
