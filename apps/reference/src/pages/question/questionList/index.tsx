import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Message, Popconfirm, Space, Switch, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import type { QuestionRecord } from '@backoffice/api/contract';
import { DictTag, PageCard, Permission, useConsole, useOperation, usePagedList, useRowAction, useT } from '@backoffice/console-ui';
import { questionApi } from './api';
import { QuestionFormModal } from './QuestionFormModal';
import { QuestionSearch, type QuestionFilter } from './QuestionSearch';
import { WhereUsedDrawer } from './WhereUsedDrawer';

/** question/questionList: the question bank with keyword/type/tag/status filters, add/edit/delete and 'where used'. */
export default function QuestionListPage() {
  const t = useT();
  const { client } = useConsole();
  const api = questionApi(client);
  const list = usePagedList<QuestionRecord, QuestionFilter>((query) => api.list(query), { resource: 'question' });
  const [tags, setTags] = useState<string[]>([]);
  const [form, setForm] = useState<{ visible: boolean; question: QuestionRecord | null }>({ visible: false, question: null });
  const [usedBy, setUsedBy] = useState<QuestionRecord | null>(null);
  const canStatus = useOperation('question:status');

  const loadTags = useCallback(() => {
    questionApi(client)
      .tags()
      .then(setTags)
      .catch(() => undefined);
  }, [client]);
  // Tags load once; a cached tab shown again re-runs effects but must not refetch (saves reload them).
  const tagsLoaded = useRef(false);
  useEffect(() => {
    if (tagsLoaded.current) return;
    tagsLoaded.current = true;
    loadTags();
  }, [loadTags]);

  // A refusal (e.g. 409 while a session guide uses the question) is shown by the client.
  const act = useRowAction(list.refresh);

  const columns: TableColumnProps<QuestionRecord>[] = [
    { title: t('question.column.text'), dataIndex: 'text', ellipsis: true, width: 320 },
    { title: t('question.column.type'), dataIndex: 'type', render: (type: string) => <DictTag code="question_type" value={type} /> },
    {
      title: t('question.column.detail'),
      dataIndex: 'options',
      render: (_: unknown, q) =>
        q.type === 'rating' && q.rating
          ? `1–${q.rating.scale} (${q.rating.lowLabel} … ${q.rating.highLabel})`
          : q.type === 'picture_it'
            ? (q.pictureItSetName ?? '')
            : q.options.map((o) => o.label).join(' / '),
    },
    {
      title: t('question.column.tags'),
      dataIndex: 'tags',
      render: (tags: string[]) => (
        <Space size={4} wrap>
          {tags.map((x) => (
            <Tag key={x}>{x}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('question.column.status'),
      dataIndex: 'status',
      render: (status: string, q) => (
        <Switch
          size="small"
          checked={status === 'enabled'}
          disabled={!canStatus}
          aria-label={t('question.column.status')}
          onChange={(on) => act(() => api.setStatus(q.id, on ? 'enabled' : 'disabled'), t('question.saved'))}
        />
      ),
    },
    {
      title: t('question.column.used'),
      dataIndex: 'usedCount',
      render: (n: number, q) => (
        <Button type="text" size="small" onClick={() => setUsedBy(q)}>
          {t('question.used', { n })}
        </Button>
      ),
    },
    { title: t('question.column.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => new Date(at).toLocaleString() },
    {
      title: t('question.column.actions'),
      dataIndex: 'id',
      render: (_: unknown, q) => (
        <Space size="mini">
          <Permission operation="question:update">
            <Button type="text" size="small" onClick={() => setForm({ visible: true, question: q })}>
              {t('question.edit')}
            </Button>
          </Permission>
          <Permission operation="question:delete">
            <Popconfirm title={t('question.deleteConfirm')} onOk={() => act(() => api.remove(q.id), t('question.deleted'))}>
              <Button type="text" size="small" status="danger">
                {t('question.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      header={<QuestionSearch tags={tags} onSearch={(filter) => list.setQuery(filter)} />}
      extra={
        <Permission operation="question:add">
          <Button type="primary" onClick={() => setForm({ visible: true, question: null })}>
            {t('question.add')}
          </Button>
        </Permission>
      }
      overlays={
        <>
          <QuestionFormModal
            visible={form.visible}
            question={form.question}
            tags={tags}
            onClose={() => setForm({ visible: false, question: null })}
            onSaved={() => {
              setForm({ visible: false, question: null });
              Message.success(t('question.saved'));
              list.refresh();
              loadTags();
            }}
          />
          <WhereUsedDrawer question={usedBy} onClose={() => setUsedBy(null)} />
        </>
      }
    >
      <Table rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
    </PageCard>
  );
}
