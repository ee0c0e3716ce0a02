import { Alert, Button, Popconfirm } from '@arco-design/web-react';
import type { VerifyCodeRecord } from '@backoffice/api/contract';
import { PageCard, Permission, ResourceList, useT, type ResourceListApi } from '@backoffice/console-ui';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { useApi } from '../../../app/useApi';
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
  const api = useApi().resource('verifyCode');
  const preferences = useServerPreferences();
  const bulk = useVerifyCodeBulk();
  const rowActions = (row: VerifyCodeRecord, list: ResourceListApi) => (
    <Permission operation="verifyCode:delete">
      <Popconfirm
        title={t('verifyCode.deleteConfirm')}
        onOk={() => list.undoable(() => api.delete({ id: row.id }).then(() => undefined), t('verifyCode.deleted'))}
      >
        <Button type="text" size="small" status="danger">
          {t('verifyCode.delete')}
        </Button>
      </Popconfirm>
    </Permission>
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
