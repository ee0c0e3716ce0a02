import { useState } from 'react';
import { Button, Card, Empty, Message, Modal, Space, Tabs, Tag, Typography } from '@arco-design/web-react';
import type { AgreementRecord } from '@backoffice/api/contract';
import { DictSelect, Permission, useDict, useT } from '@backoffice/console-ui';
import { AgreementEditor, type EditorTarget } from './AgreementEditor';
import { useApi } from '../../../app/useApi';
import { HistoryDiff } from './HistoryDiff';
import { MarkdownPreview } from './MarkdownPreview';
import { useAgreementVersions } from './useAgreementVersions';
import { VersionTable } from './VersionTable';

/** setting/agreement (protocol management): per type, the published version, drafts, editing, publishing and history with diff. */
export default function AgreementPage() {
  const t = useT();
  const api = useApi().resource('agreement');
  const types = useDict('agreement_type');
  const [chosenType, setChosenType] = useState<string>();
  const type = chosenType ?? types.items.find((i) => i.isDefault)?.value ?? types.items[0]?.value;
  const { versions, loading, reload, published } = useAgreementVersions(type);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [viewing, setViewing] = useState<AgreementRecord | null>(null);

  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      Message.success(message);
      reload();
    } catch {
      // The client has shown the server's message.
    }
  };

  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Space>
            <Typography.Text>{t('agreement.type')}</Typography.Text>
            <DictSelect
              code="agreement_type"
              aria-label={t('agreement.type')}
              style={{ width: 240 }}
              value={type}
              onChange={(v: string) => setChosenType(v)}
            />
          </Space>
          {type && (
            <Permission operation="agreement:add">
              <Button type="primary" onClick={() => setEditor({ type, draft: null, ...(published ? { startFrom: published } : {}) })}>
                {t('agreement.newDraft')}
              </Button>
            </Permission>
          )}
        </Space>
      </Card>
      <Card
        title={
          <Space>
            {t('agreement.published')}
            {published && <Tag color="green">{`v${published.version} · ${published.title}`}</Tag>}
          </Space>
        }
      >
        {published ? (
          <MarkdownPreview source={published.content ?? ''} testId="agreement-published" />
        ) : (
          <Empty description={t('agreement.nonePublished')} />
        )}
      </Card>
      <Card>
        <Tabs defaultActiveTab="versions">
          <Tabs.TabPane key="versions" title={t('agreement.tab.versions')}>
            <VersionTable
              versions={versions}
              loading={loading}
              actions={{
                view: setViewing,
                edit: (v) => setEditor({ type: v.type, draft: v }),
                copy: (v) => setEditor({ type: v.type, draft: null, startFrom: v }),
                publish: (v) => run(() => api.write('publish', { id: v.id }), t('agreement.publishedMessage', { version: v.version })),
                remove: (v) => run(() => api.delete({ id: v.id }), t('agreement.deleted')),
              }}
            />
          </Tabs.TabPane>
          <Tabs.TabPane key="history" title={t('agreement.tab.history')}>
            <HistoryDiff versions={versions} />
          </Tabs.TabPane>
        </Tabs>
      </Card>
      <AgreementEditor
        target={editor}
        onClose={() => setEditor(null)}
        onSaved={() => {
          setEditor(null);
          Message.success(t('agreement.saved'));
          reload();
        }}
      />
      <Modal
        visible={Boolean(viewing)}
        title={viewing ? `v${viewing.version} · ${viewing.title}` : ''}
        footer={null}
        onCancel={() => setViewing(null)}
        style={{ width: 'min(900px, 96vw)' }}
        unmountOnExit
      >
        {viewing && <MarkdownPreview source={viewing.content ?? ''} />}
      </Modal>
    </Space>
  );
}
