import { Space, Switch, Tag } from '@arco-design/web-react';
import type { RoleItem } from '@backoffice/api/contract';
import type { ResourceColumn } from '@backoffice/console-ui';
import { bilingual, LocaleText } from '../dict/LocaleText';

/** What the columns need from the page: strings, the remark in the current language, and the status switch. */
export interface RoleColumnsContext {
  t: (key: string, values?: Record<string, unknown>) => string;
  inLocale(labels: ReturnType<typeof bilingual>): string;
  canToggle: boolean;
  onStatus(role: RoleItem, on: boolean): void;
}

/** The role list's columns (the code first: it is the card's title on phones). */
export function roleColumns({ t, inLocale, canToggle, onStatus }: RoleColumnsContext): ResourceColumn<RoleItem>[] {
  return [
    {
      key: 'code',
      title: t('role.column.code'),
      width: 190,
      hideable: false,
      render: (code: string, role: RoleItem) => (
        <Space>
          {code}
          {role.builtin && <Tag size="small">{t('role.column.builtin')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'name',
      title: t('role.column.name'),
      width: 180,
      render: (_: unknown, role: RoleItem) => <LocaleText labels={bilingual(role.name, role.nameZh)} />,
    },
    {
      key: 'status',
      title: t('role.column.status'),
      width: 120,
      render: (_: unknown, role: RoleItem) => (
        <Switch
          size="small"
          aria-label={`${t('role.column.status')} ${role.code}`}
          checked={role.status === 'enabled'}
          disabled={!canToggle || role.code === 'admin'}
          checkedText={t('role.status.enabled')}
          uncheckedText={t('role.status.disabled')}
          onChange={(on) => onStatus(role, on)}
        />
      ),
    },
    { key: 'userCount', title: t('role.column.users'), width: 90 },
    {
      key: 'remark',
      title: t('role.column.remark'),
      ellipsis: true,
      hideInCards: true,
      render: (_: unknown, role: RoleItem) => inLocale(bilingual(role.remark, role.remarkZh)),
    },
    {
      key: 'updatedAt',
      title: t('role.column.updatedAt'),
      width: 200,
      hideInCards: true,
      kind: 'dateTime',
    },
  ];
}
