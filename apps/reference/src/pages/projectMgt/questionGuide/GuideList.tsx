import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, List, Message, Select, Space } from '@arco-design/web-react';
import type { SessionDetail, SessionGuideItem } from '@backoffice/api/contract';
import { Permission, useStaleEditPrompt, useT } from '@backoffice/console-ui';
import { moveItem } from '@backoffice/console-core';
import { useProjectScope } from '../scope/ProjectScopeProvider';

/** The ordered question guide: reorder (up/down), add from the question bank, remove, then save in one call. */
export function GuideList(props: { session: SessionDetail; editable: boolean; onChanged(): void }) {
  const { session, editable, onChanged } = props;
  const t = useT();
  const { sessionApi: api, operations } = useProjectScope();
  const [items, setItems] = useState<SessionGuideItem[]>(session.guide);
  const [options, setOptions] = useState<{ id: number; text: string }[]>([]);
  const [saving, setSaving] = useState(false);
  const lastSearch = useRef<string | null>(null);
  const promptStale = useStaleEditPrompt();
  useEffect(() => setItems(session.guide), [session.guide]);

  const search = (keyword: string) => {
    if (lastSearch.current === keyword) return;
    lastSearch.current = keyword;
    api
      .questions(keyword)
      .then((r) => setOptions(r.list))
      .catch(() => undefined);
  };
  const dirty = items.map((i) => i.questionId).join(',') !== session.guide.map((i) => i.questionId).join(',');
  const save = async () => {
    setSaving(true);
    try {
      await api.setGuide({
        sessionId: session.id,
        questionIds: items.map((i) => i.questionId),
        loadedQuestionIds: session.guide.map((i) => i.questionId),
      });
      Message.success(t('projectMgt.guide.done.saved'));
      onChanged();
    } catch (error) {
      // The client has shown the server's message; when someone else changed the guide since, Reload loads theirs.
      promptStale(error, onChanged);
    } finally {
      setSaving(false);
    }
  };

  if (!session.questionBankAvailable) {
    return (
      <Card title={t('projectMgt.guide.title')}>
        <Alert type="info" content={t('projectMgt.guide.noBank')} />
      </Card>
    );
  }
  return (
    <Card
      title={t('projectMgt.guide.title')}
      extra={
        editable ? (
          <Permission operation={operations.updateSession}>
            <Button type="primary" size="small" disabled={!dirty} loading={saving} onClick={save}>
              {t('projectMgt.guide.save')}
            </Button>
          </Permission>
        ) : null
      }
    >
      {editable && (
        <Select
          showSearch
          filterOption={false}
          placeholder={t('projectMgt.guide.addPlaceholder')}
          aria-label={t('projectMgt.guide.addPlaceholder')}
          style={{ width: '100%', marginBottom: 12 }}
          value={undefined}
          onFocus={() => search('')}
          onSearch={search}
          options={options.filter((o) => !items.some((i) => i.questionId === o.id)).map((o) => ({ label: o.text, value: o.id }))}
          onChange={(id: number) => {
            const found = options.find((o) => o.id === id);
            if (found) setItems([...items, { questionId: found.id, text: found.text }]);
          }}
        />
      )}
      {items.length === 0 ? (
        <Empty description={t('projectMgt.guide.empty')} />
      ) : (
        <List
          size="small"
          dataSource={items}
          render={(item: SessionGuideItem, index: number) => (
            <List.Item
              key={item.questionId}
              actions={
                editable
                  ? [
                      <Button
                        key="up"
                        size="mini"
                        disabled={index === 0}
                        aria-label={t('projectMgt.guide.up')}
                        onClick={() => setItems(moveItem(items, index, -1))}
                      >
                        ↑
                      </Button>,
                      <Button
                        key="down"
                        size="mini"
                        disabled={index === items.length - 1}
                        aria-label={t('projectMgt.guide.down')}
                        onClick={() => setItems(moveItem(items, index, 1))}
                      >
                        ↓
                      </Button>,
                      <Button key="remove" size="mini" status="danger" onClick={() => setItems(items.filter((_, i) => i !== index))}>
                        {t('projectMgt.guide.remove')}
                      </Button>,
                    ]
                  : []
              }
            >
              <Space>
                {`${index + 1}.`}
                {item.text ?? t('projectMgt.guide.unknown', { id: item.questionId })}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
