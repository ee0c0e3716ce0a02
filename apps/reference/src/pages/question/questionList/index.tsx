import { useCallback, useEffect, useRef, useState } from 'react';
import { Message } from '@arco-design/web-react';
import type { QuestionRecord } from '@backoffice/api/contract';
import { useOperation, useRowAction, useT } from '@backoffice/console-ui';
import { ListPage } from '../../list-shared/ListPage';
import { useApi } from '../../../app/useApi';
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
  const server = useApi();
  const api = server.resource('question');
  const bulk = useQuestionBulk();
  const [tags, setTags] = useState<string[]>([]);
  const [form, setForm] = useState<{ visible: boolean; question: QuestionRecord | null }>({ visible: false, question: null });
  const [usedBy, setUsedBy] = useState<QuestionRecord | null>(null);
  const canStatus = useOperation('question:status');

  const loadTags = useCallback(() => {
    server
      .resource('question')
      .read('tags', {})
      .then(setTags)
      .catch(() => undefined);
  }, [server]);
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
    onStatus: (q, on) => act(() => api.write('status', { id: q.id, status: on ? 'enabled' : 'disabled' }), t('question.saved')),
    onUsedBy: setUsedBy,
  });
  return (
    <ListPage<QuestionRecord, QuestionFilter>
      name="question"
      filterKinds={FILTER_KINDS}
      columns={columns}
      fetcher={(query) => api.list(query)}
      filterFields={questionFilterFields(t, tags)}
      onCreate={() => setForm({ visible: true, question: null })}
      bulk={bulk}
      rows={{
        edit: (q) => setForm({ visible: true, question: q }),
        remove: { confirm: () => t('question.deleteConfirm'), run: (q) => api.delete({ id: q.id }), restore: (q) => bulk.restore([q.id]) },
      }}
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
    />
  );
}
