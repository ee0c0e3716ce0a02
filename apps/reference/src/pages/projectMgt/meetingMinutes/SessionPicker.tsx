import { useState } from 'react';
import { Button, Input, Select, Space, Table, Tag } from '@arco-design/web-react';
import type { MinutesSessionListRequest, MinutesSessionRow } from '@backoffice/api/contract';
import { DictTag, useConsole, usePagedList, useT, DateTime } from '@backoffice/console-ui';
import { minutesApi, type MinutesVariant } from './api';

type PickerFilter = Pick<MinutesSessionListRequest, 'keyword' | 'hasMinutes'>;

/** The sessions to write minutes for, latest first, with whether minutes exist. */
export function SessionPicker({ variant, onOpen }: { variant: MinutesVariant; onOpen(sessionId: number): void }) {
  const t = useT();
  const { client } = useConsole();
  const list = usePagedList<MinutesSessionRow, PickerFilter>((query) => minutesApi(client, variant).sessions(query), {
    resource: ['minutes', 'session'],
  });
  const [keyword, setKeyword] = useState('');
  const [hasMinutes, setHasMinutes] = useState<'yes' | 'no'>();
  const search = () => list.setQuery({ keyword: keyword.trim() || undefined, hasMinutes });
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Space wrap>
        <Input
          aria-label={t('minutes.search.keyword')}
          placeholder={t('minutes.search.keyword')}
          style={{ width: 240 }}
          allowClear
          value={keyword}
          onChange={setKeyword}
          onPressEnter={search}
        />
        <Select
          aria-label={t('minutes.search.hasMinutes')}
          placeholder={t('minutes.search.hasMinutes')}
          style={{ width: 160 }}
          allowClear
          value={hasMinutes}
          onChange={(v?: 'yes' | 'no') => setHasMinutes(v)}
          options={[
            { label: t('minutes.search.withMinutes'), value: 'yes' },
            { label: t('minutes.search.withoutMinutes'), value: 'no' },
          ]}
        />
        <Button type="primary" onClick={search}>
          {t('minutes.search.submit')}
        </Button>
      </Space>
      <Table
        rowKey="sessionId"
        data={list.data}
        loading={list.loading}
        pagination={list.pagination}
        columns={[
          { title: t('minutes.column.session'), dataIndex: 'title' },
          { title: t('minutes.column.project'), dataIndex: 'projectName' },
          { title: t('minutes.column.start'), dataIndex: 'startAt', render: (at: string) => <DateTime value={at} /> },
          { title: t('minutes.column.status'), dataIndex: 'status', render: (s: string) => <DictTag code="session_status" value={s} /> },
          {
            title: t('minutes.column.minutes'),
            dataIndex: 'version',
            render: (v: number) => (v ? <Tag color="green">{t('minutes.version', { n: v })}</Tag> : <Tag>{t('minutes.none')}</Tag>),
          },
          {
            title: t('minutes.column.actions'),
            dataIndex: 'sessionId',
            render: (id: number) => (
              <Button type="text" size="small" onClick={() => onOpen(id)}>
                {t('minutes.open')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
