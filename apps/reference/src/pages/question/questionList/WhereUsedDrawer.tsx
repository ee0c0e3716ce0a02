import { useEffect, useState } from 'react';
import { Drawer, Empty, Table } from '@arco-design/web-react';
import type { QuestionRecord, QuestionUsage } from '@backoffice/api/contract';
import { DictTag, useT, DateTime } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';

/** The sessions whose guide includes a question. */
export function WhereUsedDrawer({ question, onClose }: { question: QuestionRecord | null; onClose(): void }) {
  const t = useT();
  const server = useApi();
  const [rows, setRows] = useState<QuestionUsage[]>([]);
  const [loading, setLoading] = useState(false);
  const id = question?.id;

  useEffect(() => {
    if (id === undefined) return;
    setLoading(true);
    server
      .resource('question')
      .read('whereUsed', { id })
      .then(setRows)
      .catch(() => setRows([]))
      .finally(() => setLoading(false));
  }, [id, server]);

  return (
    <Drawer width={640} visible={question !== null} title={t('question.whereUsed.title')} footer={null} onCancel={onClose} unmountOnExit>
      <p>{question?.text}</p>
      <Table
        rowKey="sessionId"
        loading={loading}
        data={rows}
        pagination={false}
        noDataElement={<Empty description={t('question.whereUsed.none')} />}
        columns={[
          { title: t('question.whereUsed.project'), dataIndex: 'projectName' },
          { title: t('question.whereUsed.session'), dataIndex: 'sessionTitle' },
          { title: t('question.whereUsed.start'), dataIndex: 'startAt', render: (at: string) => <DateTime value={at} /> },
          {
            title: t('question.whereUsed.status'),
            dataIndex: 'sessionStatus',
            render: (s: string) => <DictTag code="session_status" value={s} />,
          },
          { title: t('question.whereUsed.position'), dataIndex: 'position', render: (p: number) => p + 1 },
        ]}
      />
    </Drawer>
  );
}
