import { Alert } from '@arco-design/web-react';
import type { VerifyCodeRecord } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { ListPage } from '../../list-shared/ListPage';
import { useApi } from '../../../app/useApi';
import { useVerifyCodeBulk } from './useVerifyCodeBulk';
import { verifyCodeColumns } from './verifyCodeColumns';
import { verifyCodeFilterFields, type CodeFilter } from './verifyCodeFilters';

/**
 * Settings > verification codes: who was sent a code, its status and tries (never the code), with phone/status
 * filters in the URL, delete, bulk delete and export.
 */
export default function VerifyCodePage() {
  const t = useT();
  const api = useApi().resource('verifyCode');
  return (
    <ListPage<VerifyCodeRecord, CodeFilter>
      name="verifyCode"
      header={<Alert type="info" content={t('verifyCode.note')} />}
      title={t('verifyCode.title')}
      filterKinds={{ phoneNumber: 'string', status: 'string' }}
      columns={verifyCodeColumns(t)}
      fetcher={(query) => api.list(query)}
      filterFields={verifyCodeFilterFields(t)}
      bulk={useVerifyCodeBulk()}
      rows={{ remove: { confirm: () => t('verifyCode.deleteConfirm'), run: (row) => api.delete({ id: row.id }) } }}
    />
  );
}
