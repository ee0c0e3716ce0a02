import type { VerifyCodeFilter, VerifyCodeStatus } from '@backoffice/api/contract';
import type { FilterField, useT } from '@backoffice/console-ui';

/** Filters of the code list. */
export type CodeFilter = Pick<VerifyCodeFilter, 'phoneNumber' | 'status'>;

const STATUSES: readonly VerifyCodeStatus[] = ['issued', 'used', 'expired', 'locked'];

/** The code list's search bar: phone number and status. */
export function verifyCodeFilterFields(t: ReturnType<typeof useT>): FilterField<CodeFilter>[] {
  return [
    { field: 'phoneNumber', kind: 'text', label: t('verifyCode.search.phone') },
    {
      field: 'status',
      kind: 'select',
      label: t('verifyCode.search.status'),
      width: 140,
      options: STATUSES.map((s) => ({ label: t(`verifyCode.status.${s}`), value: s })),
    },
  ];
}
