import { Tag } from '@arco-design/web-react';
import type { VerifyCodeRecord, VerifyCodeStatus } from '@backoffice/api/contract';
import type { ResourceColumn } from '@backoffice/console-ui';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const STATUS_COLORS: Record<VerifyCodeStatus, string> = { issued: 'arcoblue', used: 'green', expired: 'gray', locked: 'red' };

/** The code list's columns (the phone number first: it is the card's title on phones); never the code. */
export function verifyCodeColumns(t: Translate): ResourceColumn<VerifyCodeRecord>[] {
  return [
    { key: 'phoneNumber', title: t('verifyCode.column.phoneNumber'), width: 170, hideable: false },
    { key: 'purpose', title: t('verifyCode.column.purpose'), width: 170, render: (value: string) => t(`verifyCode.purpose.${value}`) },
    {
      key: 'status',
      title: t('verifyCode.column.status'),
      width: 110,
      render: (value: VerifyCodeStatus) => <Tag color={STATUS_COLORS[value]}>{t(`verifyCode.status.${value}`)}</Tag>,
    },
    { key: 'tries', title: t('verifyCode.column.tries'), width: 90 },
    { key: 'username', title: t('verifyCode.column.username'), width: 140 },
    { key: 'createdAt', title: t('verifyCode.column.createdAt'), width: 190, kind: 'dateTime' },
    { key: 'expiresAt', title: t('verifyCode.column.expiresAt'), width: 190, kind: 'dateTime', hideInCards: true },
  ];
}
