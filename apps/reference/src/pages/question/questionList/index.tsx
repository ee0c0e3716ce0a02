import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Message, Space } from '@arco-design/web-react';
import type { QuestionRecord } from '@backoffice/api/contract';
import {
  DeleteButton,
  PageCard,
  Permission,
  ResourceList,
  useConsole,
  useOperation,
  useRowAction,
  useT,
  type ResourceListApi,
} from '@backoffice/console-ui';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { questionApi } from './api';
import { questionColumns } from './questionColumns';
import { QuestionFormModal } from './QuestionFormModal';
import { questionFilterFields, type QuestionFilter } from './questionFilters';
import { useQuestionBulk } from './useQuestionBulk';
import { WhereUsedDrawer } from './WhereUsedDrawer';

const FILTER_KINDS = { keyword: 'string', type: 'string', tag: 'string', status: 'string' } as const;

/**
 * question/questionList: the question bank with keyword/type/tag/status filters in the URL, add/edit/delete,
 * 'where used', bulk delete (with Undo), bulk enable/disable and export.
 */
export default function QuestionListPage() {
  const t = useT();
  const { client } = useConsole();
  const api = questionApi(client);
  const preferences = useServerPreferences();
  const bulk = useQuestionBulk();
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

  // A refusal (e.g. 409 while a session guide uses the question) is shown by the client; a write's
  // `invalidates` makes the list fetch again.
  const act = useRowAction(() => undefined);
  const columns = questionColumns({
    t,
    canStatus,
    onStatus: (q, on) => act(() => api.setStatus(q.id, on ? 'enabled' : 'disabled'), t('question.saved')),
    onUsedBy: setUsedBy,
  });
  const rowActions = (q: QuestionRecord, list: ResourceListApi) => (
    <Space size="mini">
      <Permission operation="question:update">
        <Button type="text" size="small" onClick={() => setForm({ visible: true, question: q })}>
          {t('question.edit')}
        </Button>
      </Permission>
      <DeleteButton
        operation="question:delete"
        label={t('question.delete')}
        confirm={t('question.deleteConfirm')}
        done={t('question.deleted')}
        list={list}
        remove={() => api.remove(q.id)}
        restore={() => bulk.restore([q.id])}
      />
    </Space>
  );

  return (
    <PageCard
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
              loadTags();
            }}
          />
          <WhereUsedDrawer question={usedBy} onClose={() => setUsedBy(null)} />
        </>
      }
    >
      <ResourceList<QuestionRecord, QuestionFilter>
        name="question"
        resource="question"
        syncWithLocation={{ filters: FILTER_KINDS, sortFields: [] }}
        preferences={preferences}
        columns={columns}
        fetcher={(query) => api.list(query)}
        filterFields={questionFilterFields(t, tags)}
        create={{ label: t('question.add'), operation: 'question:add', onCreate: () => setForm({ visible: true, question: null }) }}
        bulkActions={bulk.actions}
        exportView={bulk.exportView}
        exportOperation="question:list"
        rowActions={rowActions}
      />
    </PageCard>
  );
}
