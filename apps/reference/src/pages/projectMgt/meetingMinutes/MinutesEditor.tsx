import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Message, Space, Spin, Typography } from '@arco-design/web-react';
import { AutoSizeTextArea, DictTag, saveBlob, useConsole, useOperation, useT, DateTime } from '@backoffice/console-ui';
import { useGoTo, useHasRoute } from '../routing/useGoTo';
import { minutesApi, type MinutesVariant } from './api';
import { KeyPointsEditor } from './KeyPointsEditor';
import { draftProblems } from './segmentDraft';
import { SegmentsEditor } from './SegmentsEditor';
import { useMinutes } from './useMinutes';

/** One session's minutes: summary, key points and transcript, saved with a version check, exported as Markdown or text. */
export function MinutesEditor({ variant, sessionId, onBack }: { variant: MinutesVariant; sessionId: number; onBack(): void }) {
  const t = useT();
  const { client } = useConsole();
  const canEdit = useOperation(variant === 'my' ? 'minutes:myUpdate' : 'minutes:update');
  const m = useMinutes(variant, sessionId);
  const [showProblems, setShowProblems] = useState(false);
  const session = m.detail?.session;
  const goTo = useGoTo();
  const hasRoute = useHasRoute();
  const sessionRoute = variant === 'my' ? 'SessionMyDetail' : 'SessionDetail';

  const save = async () => {
    if (m.draft.segments.some((row) => draftProblems(row).length > 0)) {
      setShowProblems(true);
      Message.error(t('minutes.fixSegments'));
      return;
    }
    setShowProblems(false);
    if (await m.save()) Message.success(t('minutes.saved'));
  };
  const exportAs = async (format: 'markdown' | 'text') => {
    try {
      const { blob, filename } = await minutesApi(client, variant).exportFile(sessionId, format);
      saveBlob(blob, filename ?? `minutes-${sessionId}.${format === 'markdown' ? 'md' : 'txt'}`);
    } catch {
      // The client has shown the server's message.
    }
  };

  return (
    <Spin loading={m.loading} style={{ width: '100%' }}>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        <Space wrap>
          <Button onClick={onBack}>{t('minutes.back')}</Button>
          {hasRoute(sessionRoute) && (
            <Button onClick={() => goTo(sessionRoute, { id: String(sessionId) })}>{t('minutes.toSession')}</Button>
          )}
          <Button onClick={() => exportAs('markdown')}>{t('minutes.exportMarkdown')}</Button>
          <Button onClick={() => exportAs('text')}>{t('minutes.exportText')}</Button>
          {canEdit && (
            <Button type="primary" loading={m.saving} onClick={save}>
              {t('minutes.save')}
            </Button>
          )}
          <Typography.Text type="secondary">{t('minutes.version', { n: m.version })}</Typography.Text>
        </Space>
        {m.conflict && (
          <Alert
            type="warning"
            title={t('minutes.conflictTitle')}
            content={t('minutes.conflict')}
            action={
              <Button size="small" type="primary" onClick={() => void m.reload()}>
                {t('minutes.reload')}
              </Button>
            }
          />
        )}
        {session && (
          <Card title={session.title}>
            <Descriptions
              column={3}
              data={[
                { label: t('minutes.session.project'), value: session.projectName },
                { label: t('minutes.session.start'), value: <DateTime value={session.startAt} timeZone={session.timeZone} showZone /> },
                { label: t('minutes.session.status'), value: <DictTag code="session_status" value={session.status} /> },
                { label: t('minutes.session.moderator'), value: session.moderatorName ?? '—' },
                {
                  label: t('minutes.session.updated'),
                  value: m.detail?.updatedAt ? (
                    <>
                      {<DateTime value={m.detail.updatedAt} />} · {m.detail.updatedByName ?? ''}
                    </>
                  ) : (
                    '—'
                  ),
                },
              ]}
            />
          </Card>
        )}
        <Card title={t('minutes.summary')}>
          <AutoSizeTextArea
            aria-label={t('minutes.summary')}
            minRows={4}
            maxRows={14}
            maxLength={20000}
            readOnly={!canEdit}
            value={m.draft.summary}
            onChange={(summary) => m.setDraft((d) => ({ ...d, summary }))}
          />
        </Card>
        <Card title={t('minutes.keyPoints')}>
          <KeyPointsEditor value={m.draft.keyPoints} onChange={(keyPoints) => m.setDraft((d) => ({ ...d, keyPoints }))} />
        </Card>
        <Card title={t('minutes.transcript')}>
          <SegmentsEditor
            value={m.draft.segments}
            speakers={session ? [...(session.moderatorName ? [session.moderatorName] : []), ...session.participants] : []}
            showProblems={showProblems}
            onChange={(segments) => m.setDraft((d) => ({ ...d, segments }))}
          />
        </Card>
      </Space>
    </Spin>
  );
}
